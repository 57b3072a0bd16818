'use client';

import { Inbox, Plus } from 'lucide-react';
import Link from 'next/link';
import { Suspense, lazy, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormSkeleton, type SkeletonField } from '@/components/ui/form-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { listParams } from '@/lib/client/table-state';
import type { CreateSubscriptionBody, Subscription, UpdateSubscriptionBody } from '@/lib/fleet-api/schemas/webhooks';
import { useCreateSubscription, useDeleteSubscription, useSubscriptions, useUpdateSubscription } from '@/lib/queries/webhooks';
import { AuditTrail } from './audit-trail';
import { SecretReveal } from './secret-reveal';
import { subscriptionColumns } from './subscription-columns';

// The form (react-hook-form, zod, the contract's body schema) loads when the dialog first opens.
const preloadSubscriptionForm = () => import('./subscription-form');
const SubscriptionForm = lazy(() => preloadSubscriptionForm().then((m) => ({ default: m.SubscriptionForm })));
// URL (hint, then the "use this dashboard's receiver" button), description, event types, active.
const SUBSCRIPTION_FORM_SHAPE: SkeletonField[] = [{ hint: true }, { noLabel: true, control: 'h-8 w-64' }, {}, { control: 'h-72 w-full' }, { noLabel: true, control: 'h-5 w-56' }];

type Editing = { kind: 'create' } | { kind: 'edit'; subscription: Subscription } | { kind: 'created'; subscription: Subscription } | null;

/** The /webhooks page: subscriptions table, create/edit/delete dialogs, audit trail. */
export function WebhooksView() {
  const [query, setQuery] = useTableUrlState('webhooks');
  const params = useMemo(() => listParams('webhooks', query), [query]);
  const subscriptions = useSubscriptions(params);
  const create = useCreateSubscription();
  const update = useUpdateSubscription();
  const remove = useDeleteSubscription();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Subscription | null>(null);

  const columns = useMemo(
    () =>
      subscriptionColumns({
        onEdit: (subscription) => {
          update.reset();
          setEditing({ kind: 'edit', subscription });
        },
        onDelete: (subscription) => {
          remove.reset();
          setDeleting(subscription);
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset functions are stable
    [],
  );

  const close = () => setEditing(null);
  const submit = (body: CreateSubscriptionBody | UpdateSubscriptionBody) => {
    if (editing?.kind === 'create') {
      create.mutate(body as CreateSubscriptionBody, { onSuccess: (subscription) => setEditing({ kind: 'created', subscription }) });
    } else if (editing?.kind === 'edit' && typeof editing.subscription.id === 'number') {
      update.mutate({ id: editing.subscription.id, patch: body as UpdateSubscriptionBody }, { onSuccess: close });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Webhooks"
        description="Subscriptions that send fleet events to other systems, signed with their secret."
        actions={
          <>
            <Link href="/webhooks/received" className={buttonClasses('secondary')}>
              <Inbox aria-hidden className="h-4 w-4" />
              Received deliveries
            </Link>
            <Button
              variant="primary"
              onPointerEnter={preloadSubscriptionForm}
              onFocus={preloadSubscriptionForm}
              onClick={() => {
                create.reset();
                setEditing({ kind: 'create' });
              }}
            >
              <Plus aria-hidden className="h-4 w-4" />
              New subscription
            </Button>
          </>
        }
      />

      <DataTable
        resource="webhooks"
        label="Webhook subscriptions"
        columns={columns}
        data={subscriptions.data}
        query={query}
        onQueryChange={setQuery}
        isFetching={subscriptions.isFetching}
        isPlaceholderData={subscriptions.isPlaceholderData}
        error={subscriptions.error}
        onRetry={() => subscriptions.refetch()}
        getRowId={(row, index) => String(row.id ?? `row-${index}`)}
        emptyMessage="No subscriptions yet"
      />

      <AuditTrail />

      <Dialog
        open={editing !== null}
        onClose={close}
        size="lg"
        title={editing?.kind === 'edit' ? `Edit subscription #${editing.subscription.id}` : editing?.kind === 'created' ? 'Subscription created' : 'New subscription'}
        description={editing?.kind === 'edit' ? 'Only the fields you change are sent.' : undefined}
        footer={editing?.kind === 'created' ? <Button variant="primary" onClick={close}>Done</Button> : undefined}
      >
        {editing?.kind === 'created' ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              Deliveries to <code className="font-mono text-xs break-all">{editing.subscription.url}</code> are signed with this secret.
            </p>
            {editing.subscription.secret ? <SecretReveal secret={editing.subscription.secret} /> : <p className="text-sm text-slate-500">The Fleet API returned no secret.</p>}
          </div>
        ) : editing ? (
          <Suspense fallback={<FormSkeleton fields={SUBSCRIPTION_FORM_SHAPE} columns={1} label="Loading the subscription form" />}>
            <SubscriptionForm
              key={editing.kind === 'edit' ? `edit-${editing.subscription.id}` : 'create'}
              initial={editing.kind === 'edit' ? editing.subscription : undefined}
              pending={editing.kind === 'edit' ? update.isPending : create.isPending}
              error={editing.kind === 'edit' ? update.error : create.error}
              onSubmit={submit}
              onCancel={close}
            />
          </Suspense>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete subscription #${deleting?.id ?? ''}?`}
        description={deleting ? `Deliveries to ${deleting.url ?? 'this URL'} stop at once. This cannot be undone.` : undefined}
        confirmLabel="Delete subscription"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => typeof deleting?.id === 'number' && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
