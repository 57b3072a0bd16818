import clsx from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';

export const controlClasses =
  'block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...rest }: InputProps) {
  return <input className={clsx(controlClasses, 'h-9 border-slate-300', className)} {...rest} />;
}
