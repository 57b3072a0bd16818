import clsx from 'clsx';

/** A small rotating ring; `label` is read to screen readers. */
export function Spinner({ size = 'md', label, className }: { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string }) {
  const dims = size === 'sm' ? 'h-3.5 w-3.5 border-2' : size === 'lg' ? 'h-8 w-8 border-[3px]' : 'h-5 w-5 border-2';
  return (
    <span role={label ? 'status' : undefined} className={clsx('inline-flex items-center gap-2', className)}>
      <span aria-hidden className={clsx('animate-spin rounded-full border-current border-r-transparent', dims)} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
