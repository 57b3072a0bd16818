'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TruckFormDialog, preloadTruckForm } from './truck-form-dialog';

export function NewTruckButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)} onPointerEnter={preloadTruckForm} onFocus={preloadTruckForm}>
        <Plus aria-hidden className="h-4 w-4" /> New truck
      </Button>
      <TruckFormDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
