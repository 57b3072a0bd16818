'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** The signing secret, shown once right after create, with a copy button. */
export function SecretReveal({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed'); // e.g. a plain-http origin without clipboard access: the text is selectable
    }
  };
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-900">Signing secret — copy it now; it will not be shown again.</p>
      <div className="mt-2 flex items-center gap-2">
        <code data-testid="subscription-secret" className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-xs break-all text-slate-900 ring-1 ring-amber-200 select-all">
          {secret}
        </code>
        <Button size="sm" onClick={copy} aria-label="Copy secret">
          {copied === 'yes' ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {copied === 'failed' && <p className="mt-1 text-xs text-amber-900">Copying is not allowed here; select the text and copy it by hand.</p>}
    </div>
  );
}
