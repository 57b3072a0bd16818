'use client';
// What every record page (truck, driver) has around its facts: the Edit/Delete buttons its
// role allows, and a load error that tells "not found" apart from a failure worth retrying.
import { useRouter } from 'next/navigation';
import { Button } from './button';
import { ErrorState } from './error-state';

/** Edit (preloading the form's code on hover/focus) and Delete, each only when allowed. */
export function RecordActions({
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  preloadEdit,
}: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
  preloadEdit?: () => void;
}) {
  return (
    <>
      {canEdit && (
        <Button variant="primary" onClick={onEdit} onPointerEnter={preloadEdit} onFocus={preloadEdit}>
          Edit
        </Button>
      )}
      {canDelete && (
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      )}
    </>
  );
}

/** A record that failed to load: 404 leads back to its list, anything else offers Retry. */
export function RecordLoadError({
  error,
  notFound,
  back,
  onRetry,
}: {
  error: unknown;
  notFound: { title: string; detail: string };
  back: { href: string; label: string };
  onRetry: () => void;
}) {
  const router = useRouter();
  if ((error as { status?: number }).status === 404) {
    return <ErrorState error={{ status: 404, problem: notFound }} onRetry={() => router.push(back.href)} retryLabel={back.label} />;
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
