'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DriverFormDialog, preloadDriverForm } from './driver-form-dialog';

export function NewDriverButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)} onPointerEnter={preloadDriverForm} onFocus={preloadDriverForm}>
        <Plus aria-hidden className="h-4 w-4" /> New driver
      </Button>
      <DriverFormDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
