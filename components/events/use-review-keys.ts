'use client';

import { useEffect } from 'react';

/** Typing in a field, or using a control that needs the arrows itself, must not move the review. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA', 'VIDEO'].includes(target.tagName) ||
    target.getAttribute('role') === 'radio'
  );
}

/** j / ↓ next, k / ↑ previous, Escape closes: fast review without the mouse. */
export function useReviewKeys({ onNext, onPrevious, onClose }: { onNext: () => void; onPrevious: () => void; onClose: () => void }) {
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownsKeys(e.target)) return;
      if (e.key === 'j' || e.key === 'ArrowDown') onNext();
      else if (e.key === 'k' || e.key === 'ArrowUp') onPrevious();
      else if (e.key === 'Escape') onClose();
      else return;
      e.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onNext, onPrevious, onClose]);
}
