import clsx from 'clsx';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  /** Options as values, or value/label pairs. */
  options?: readonly (string | { value: string; label: string })[];
}

/** A native select (keyboard and mobile friendly). Pass `options` or children. */
export function Select({ className, options, children, multiple, ...rest }: SelectProps) {
  return (
    <select
      multiple={multiple}
      className={clsx(controlClasses, 'border-slate-300', multiple ? 'py-1' : 'h-9 pr-8', className)}
      {...rest}
    >
      {options?.map((o) => {
        const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
      {children}
    </select>
  );
}
