'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerError, changedFields } from '@/components/ui/zod-form';
import { FUEL_TYPES, TRUCK_STATUSES } from '@/lib/fleet-api/enums';
import { createTruckBodySchema, type CreateTruckBody, type Truck } from '@/lib/fleet-api/schemas/trucks';
import { humanizeEnum } from '@/lib/format';
import { useCreateTruck, useUpdateTruck } from '@/lib/queries/trucks';
import {
  TRUCK_FORM_FIELDS,
  truckBodyFromForm,
  truckCreateResolver,
  truckEditResolver,
  truckFormValues,
  type TruckFormValues,
} from './truck-form-values';

const enumOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: humanizeEnum(v) }));

/** The truck form itself, loaded when its dialog first opens (react-hook-form, the contract's body schema). */
export function TruckForm({ truck, onDone, onCancel }: { truck?: Truck; onDone: () => void; onCancel: () => void }) {
  const router = useRouter();
  const create = useCreateTruck();
  const update = useUpdateTruck(truck?.id ?? 0);
  const defaults = truckFormValues(truck);
  const form = useForm<TruckFormValues, unknown, CreateTruckBody>({
    defaultValues: defaults,
    resolver: truck ? truckEditResolver : truckCreateResolver,
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (truck) {
        const patch = changedFields(createTruckBodySchema, truckBodyFromForm(defaults), body);
        if (Object.keys(patch).length > 0) await update.mutateAsync(patch);
        onDone();
      } else {
        const created = await create.mutateAsync(body);
        onDone();
        if (created?.id != null) router.push(`/trucks/${created.id}`);
      }
    } catch (error) {
      // The form keeps what was typed; the problem goes onto the fields it names.
      applyServerError(error, TRUCK_FORM_FIELDS, setError);
    }
  });

  const field = (name: keyof TruckFormValues) => ({ ...register(name) });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={truck ? 'Edit truck' : 'New truck'} className="space-y-4">
      {errors.root?.server && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Unit number" required error={errors.unitNumber?.message}>
          <Input {...field('unitNumber')} autoComplete="off" autoFocus />
        </Field>
        <Field label="Year" required error={errors.year?.message}>
          <Input {...field('year')} inputMode="numeric" />
        </Field>
        <Field label="Make" required error={errors.make?.message}>
          <Input {...field('make')} />
        </Field>
        <Field label="Model" required error={errors.model?.message}>
          <Input {...field('model')} />
        </Field>
        <Field label="VIN" hint="17 characters, no I, O or Q" error={errors.vin?.message}>
          <Input {...field('vin')} autoComplete="off" className="font-mono uppercase" />
        </Field>
        <Field label="License plate" error={errors.licensePlate?.message}>
          <Input {...field('licensePlate')} autoComplete="off" />
        </Field>
        <Field label="Status" error={errors.status?.message}>
          <Select {...field('status')} options={enumOptions(TRUCK_STATUSES)} />
        </Field>
        <Field label="Fuel" error={errors.fuelType?.message}>
          <Select {...field('fuelType')} options={enumOptions(FUEL_TYPES)} />
        </Field>
        <Field label="Odometer (km)" required={!!truck} error={errors.odometerKm?.message}>
          <Input {...field('odometerKm')} inputMode="decimal" />
        </Field>
        <Field label="Tags" hint="Comma-separated, e.g. reefer, night-shift" error={errors.tags?.message}>
          <Input {...field('tags')} autoComplete="off" />
        </Field>
        <Field label="Charge level (%)" hint="Electric trucks only" error={errors.chargeLevel?.message}>
          <Input {...field('chargeLevel')} inputMode="decimal" />
        </Field>
        <Field label="Range (km)" hint="Electric trucks only" error={errors.rangeKm?.message}>
          <Input {...field('rangeKm')} inputMode="decimal" />
        </Field>
      </div>
      <div className="sticky bottom-0 -mb-4 flex justify-end gap-2 border-t border-slate-100 bg-white py-4">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {truck ? 'Save changes' : 'Create truck'}
        </Button>
      </div>
    </form>
  );
}
