'use client';

import { useRouter } from 'next/navigation';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { applyServerError, bodyResolver, changedFields } from '@/components/ui/zod-form';
import { DRIVER_STATUSES } from '@/lib/fleet-api/enums';
import { createDriverBodySchema, type CreateDriverBody, type Driver } from '@/lib/fleet-api/schemas/drivers';
import { humanizeEnum } from '@/lib/format';
import { useCreateDriver, useUpdateDriver } from '@/lib/queries/drivers';
import { DRIVER_FORM_FIELDS, driverBodyFromForm, driverFormValues, type DriverFormValues } from './driver-form-values';
import { TruckPicker } from './truck-picker';

const resolver = bodyResolver<DriverFormValues, CreateDriverBody>(createDriverBodySchema, driverBodyFromForm);
const SERVER_FIELDS = [...DRIVER_FORM_FIELDS, 'truckId'];

/** The driver form itself, loaded when its dialog first opens (react-hook-form, the contract's body schema). */
export function DriverForm({ driver, onDone }: { driver?: Driver; onDone: () => void }) {
  const router = useRouter();
  const create = useCreateDriver();
  const update = useUpdateDriver(driver?.id ?? 0);
  const defaults = driverFormValues(driver);
  const { register, control, handleSubmit, setError, formState } = useForm<DriverFormValues, unknown, CreateDriverBody>({
    defaultValues: defaults,
    resolver,
  });
  const errors = formState.errors;
  const truckError = (errors as Record<string, FieldError | undefined>).truckId?.message;

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (driver) {
        const patch = changedFields(createDriverBodySchema, driverBodyFromForm(defaults), body);
        if (Object.keys(patch).length > 0) await update.mutateAsync(patch);
        onDone();
      } else {
        const created = await create.mutateAsync(body);
        onDone();
        if (created?.id != null) router.push(`/drivers/${created.id}`);
      }
    } catch (error) {
      applyServerError(error, SERVER_FIELDS, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={driver ? 'Edit driver' : 'New driver'} className="space-y-4">
      {errors.root?.server && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName?.message}>
          <Input {...register('firstName')} autoFocus />
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          <Input {...register('lastName')} />
        </Field>
        <Field label="E-mail" required error={errors.email?.message}>
          <Input {...register('email')} type="email" autoComplete="off" />
        </Field>
        <Field label="Username" required hint="3–32 lower-case letters, digits, . _ -" error={errors.username?.message}>
          <Input {...register('username')} autoComplete="off" />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input {...register('phone')} type="tel" />
        </Field>
        <Field label="License number" error={errors.licenseNumber?.message}>
          <Input {...register('licenseNumber')} autoComplete="off" />
        </Field>
        <Field label="Status" error={errors.status?.message}>
          <Select {...register('status')} options={DRIVER_STATUSES.map((v) => ({ value: v, label: humanizeEnum(v) }))} />
        </Field>
        <Field label="Hired on" error={errors.hiredOn?.message}>
          <Input {...register('hiredOn')} type="date" />
        </Field>
        <Field label="Tags" hint="Comma-separated" error={errors.tags?.message} className="sm:col-span-2">
          <Input {...register('tags')} autoComplete="off" />
        </Field>
        <div className="sm:col-span-2">
          <Label htmlFor="driver-truck">Truck</Label>
          <div className="mt-1">
            <Controller
              control={control}
              name="truck"
              render={({ field }) => (
                <TruckPicker
                  id="driver-truck"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!truckError}
                  describedBy={truckError ? 'driver-truck-error' : undefined}
                />
              )}
            />
          </div>
          {truckError && (
            <p id="driver-truck-error" className="mt-1 text-xs font-medium text-red-700">
              {truckError}
            </p>
          )}
        </div>
      </div>
      <div className="sticky bottom-0 -mb-4 flex justify-end gap-2 border-t border-slate-100 bg-white py-4">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {driver ? 'Save changes' : 'Create driver'}
        </Button>
      </div>
    </form>
  );
}
