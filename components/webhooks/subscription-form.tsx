'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Inbox } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  createSubscriptionBodySchema,
  type CreateSubscriptionBody,
  type Subscription,
  type UpdateSubscriptionBody,
} from '@/lib/fleet-api/schemas/webhooks';
import { useEventTypeCatalog } from '@/lib/queries/webhooks';
import { isReceiverUrl, RECEIVER_PATH } from '@/lib/webhooks/receiver-url';
import { diffSubscription } from '@/lib/webhooks/subscription-diff';
import { EventTypePicker } from './event-type-picker';

type FormInput = z.input<typeof createSubscriptionBodySchema>;

function toBody(values: CreateSubscriptionBody): CreateSubscriptionBody {
  return { ...values, description: values.description ? values.description : null };
}

/** Only the fields that differ from the subscription as loaded (just `eventTypes` if only they changed). */
export function subscriptionPatch(initial: Subscription, values: CreateSubscriptionBody): UpdateSubscriptionBody {
  const next = toBody(values);
  const changed = Object.keys(diffSubscription(initial, next)) as (keyof UpdateSubscriptionBody)[];
  return Object.fromEntries(changed.map((field) => [field, next[field]])) as UpdateSubscriptionBody;
}

/**
 * Create or edit a subscription. `onSubmit` gets the full body (create) or the changed
 * fields only (edit); `error` is the last failed attempt, shown above the buttons.
 */
export function SubscriptionForm({
  initial,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Subscription;
  pending: boolean;
  error: unknown;
  onSubmit: (body: CreateSubscriptionBody | UpdateSubscriptionBody) => void;
  onCancel: () => void;
}) {
  const catalog = useEventTypeCatalog();
  const form = useForm<FormInput, unknown, CreateSubscriptionBody>({
    resolver: zodResolver(createSubscriptionBodySchema),
    defaultValues: {
      url: initial?.url ?? '',
      description: initial?.description ?? '',
      eventTypes: (initial?.eventTypes ?? []) as FormInput['eventTypes'],
      active: initial?.active ?? true,
    },
  });
  const { register, control, setValue, formState } = form;
  const values = useWatch({ control });
  const plainHttp = /^http:\/\//i.test((values.url ?? '').trim());
  // The receiver verifies with the secret the BFF kept when the subscription was created for
  // it; a subscription created for another URL had its secret shown once, to someone else.
  const movedToReceiver = !!initial && !isReceiverUrl(initial.url ?? '') && isReceiverUrl((values.url ?? '').trim());
  const nothingChanged = initial ? Object.keys(subscriptionPatch(initial, values as CreateSubscriptionBody)).length === 0 : false;

  const submit = form.handleSubmit((submitted) => onSubmit(initial ? subscriptionPatch(initial, submitted) : toBody(submitted)));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={initial ? 'Edit subscription' : 'New subscription'}>
      <div>
        <Field label="Delivery URL" required error={formState.errors.url?.message} hint="http:// or https:// address that accepts POSTed JSON.">
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://hooks.example.com/fleet" {...register('url')} />
        </Field>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            onClick={() => setValue('url', `${window.location.origin}${RECEIVER_PATH}`, { shouldDirty: true, shouldValidate: true })}
          >
            <Inbox aria-hidden className="h-3.5 w-3.5" />
            Use this dashboard&apos;s receiver
          </Button>
        </div>
        {plainHttp && (
          <p role="status" className="mt-2 flex items-start gap-1.5 rounded-md bg-amber-50 px-2.5 py-2 text-xs text-amber-900 ring-1 ring-amber-200">
            <AlertTriangle aria-hidden className="mt-px h-3.5 w-3.5 shrink-0" />
            Plain http: deliveries (and their signatures) travel unencrypted. Use https outside a local network.
          </p>
        )}
        {movedToReceiver && (
          <p role="status" className="mt-2 flex items-start gap-1.5 rounded-md bg-amber-50 px-2.5 py-2 text-xs text-amber-900 ring-1 ring-amber-200">
            <AlertTriangle aria-hidden className="mt-px h-3.5 w-3.5 shrink-0" />
            This subscription was created for another address, so the built-in receiver does not know its signing secret and
            will refuse its deliveries (unless the secret is in WEBHOOK_SIGNING_SECRET). To receive here, create a new
            subscription with this receiver&apos;s address instead.
          </p>
        )}
      </div>

      <Field label="Description" error={formState.errors.description?.message}>
        <Input autoComplete="off" maxLength={200} placeholder="What this subscription feeds" {...register('description')} />
      </Field>

      <div>
        <p className="text-sm font-medium text-slate-800" id="event-types-label">
          Event types<span aria-hidden className="ml-0.5 text-red-600">*</span>
          {catalog.isFallback && <span className="ml-2 text-xs font-normal text-slate-500">(the dashboard&apos;s own list)</span>}
        </p>
        <div className="mt-1">
          <Controller
            control={control}
            name="eventTypes"
            render={({ field, fieldState }) => (
              <EventTypePicker
                types={catalog.types}
                value={field.value ?? []}
                onChange={(next) => field.onChange(next)}
                invalid={!!fieldState.error}
                describedBy={fieldState.error ? 'event-types-error' : undefined}
              />
            )}
          />
        </div>
        {formState.errors.eventTypes && (
          <p id="event-types-error" className="mt-1 text-xs font-medium text-red-700">
            {formState.errors.eventTypes.message ?? 'Choose event types from the list.'}
          </p>
        )}
      </div>

      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('active')} />
        Active (deliveries are sent)
      </label>

      {error ? <ErrorState error={error} compact /> : null}

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={pending} disabled={nothingChanged}>
          {initial ? 'Save changes' : 'Create subscription'}
        </Button>
      </div>
    </form>
  );
}
