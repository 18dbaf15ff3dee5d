import { Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TAdminPlan } from '../../../../shared/admin/plans-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-message';
import { useAdminPlans } from '../api/get-plans';
import { useDeletePlan } from '../api/delete-plan';
import { FREE_PLAN_ID } from '../../../../shared/membership/membership-contract';
import { formatPlanPrice } from './membership-format';
import { TabEmpty, TabError, TabLoading } from './membership-states';
import { PlanFormDialog, type PlanEditing } from './plan-form-dialog';

/** The Plans tab: every plan (an Inactive badge on those members cannot choose), create, edit, delete. */
export function PlansTab() {
  const { t } = useTranslation('admin');
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<PlanEditing | null>(null);
  const [deleting, setDeleting] = useState<TAdminPlan | null>(null);
  const count = plans.data?.plans.length ?? 0;

  let content;
  if (plans.isPending)
    content = <TabLoading label={t('membership.plans.loading')} blocks={3} className="grid gap-3" />;
  else if (plans.isError) content = <TabError message={t('membership.plans.loadFailed')} query={plans} />;
  else if (count === 0) content = <TabEmpty icon={<Layers />} text={t('membership.plans.empty')} />;
  else
    content = (
      <ul className="grid gap-3">
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            onEdit={() => setEditing({ plan, order: count })}
            onDelete={() => setDeleting(plan)}
          />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="membership-plans" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="membership-plans" className="text-lg font-semibold">
          {t('membership.plans.heading')}
        </h2>
        <Button disabled={!plans.isSuccess} onClick={() => setEditing({ plan: null, order: count })}>
          <Plus aria-hidden="true" />
          {t('membership.plans.create')}
        </Button>
      </div>
      {content}
      <PlanFormDialog editing={editing} onClose={() => setEditing(null)} />
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function PlanCard({
  plan,
  onEdit,
  onDelete,
}: {
  plan: TAdminPlan;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const price = formatPlanPrice(plan, i18n.language);
  const billing =
    plan.billing_model === 'recurring' && plan.billing_period
      ? t('membership.plans.perPeriod', {
          price,
          period: t(`membership.plans.periods.${plan.billing_period}`),
        })
      : price;
  const entitlements = plan.entitlements.map((e) => {
    const name = t(`membership.features.${e.feature_key}`);
    const reset = e.reset_period === 'never' ? '' : ` (${t(`membership.resets.${e.reset_period}`)})`;
    return `${name}: ${e.feature_value}${reset}`;
  });
  return (
    <li>
      <Card role="group" aria-label={plan.name} className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:p-5">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words">{plan.name}</h3>
            {plan.is_active ? null : <Badge variant="secondary">{t('membership.plans.inactive')}</Badge>}
            <Badge variant="outline">{t(`membership.plans.billing.${plan.billing_model}`)}</Badge>
          </div>
          <p className="text-xl font-semibold tabular-nums">{billing}</p>
          {plan.description ? <p className="text-sm text-muted-foreground">{plan.description}</p> : null}
          <p className="text-sm">
            {entitlements.length === 0 ? t('membership.plans.noEntitlements') : entitlements.join(' · ')}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('membership.plans.holding', { count: plan.members_holding })}
          </p>
        </div>
        <div className="flex gap-2 sm:flex-col sm:items-stretch">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('membership.plans.editLabel', { name: plan.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
            {t('membership.plans.edit')}
          </Button>
          {/* Free is everyone's plan without a membership: the server never deletes it (409). */}
          {plan.id === FREE_PLAN_ID ? null : (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('membership.plans.deleteLabel', { name: plan.name })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
              {t('membership.plans.delete')}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

/** 'Are you sure you want to delete this plan?'; a plan members hold comes back deactivated (said so). */
function DeletePlanDialog({ plan, onClose }: { plan: TAdminPlan | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeletePlan();
  const confirm = async () => {
    if (!plan) return;
    try {
      const reply = await remove.mutateAsync(plan.id);
      toast.success(
        t(reply.outcome === 'deactivated' ? 'membership.plans.deactivated' : 'membership.plans.deleted'),
      );
    } catch (error) {
      const text = t('membership.plans.deleteFailed');
      toast.error(t('membership.plans.failedWithReason', { text, reason: errorMessage(error) }));
    }
    onClose();
  };
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('membership.plans.confirmTitle')}</DialogTitle>
        <DialogDescription>{t('membership.plans.confirmDelete')}</DialogDescription>
        <p className="text-sm text-muted-foreground">{t('membership.plans.confirmHint')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('membership.plans.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" busy={remove.isPending} onClick={() => void confirm()}>
            {t('membership.plans.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
