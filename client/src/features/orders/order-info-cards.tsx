import { Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { PhoneNumber } from '../../components/formatted.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { GuestNameLine } from '../../components/guest-name-line.tsx';
import { customerNameOf, governorateName, paymentMethodLabelKey } from './order-labels.ts';

function InfoRow({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/**
 * Who ordered: the customer record when it still exists, else what the order kept. A guest filed
 * under another customer's record is shown as they typed it, never with that customer's email
 * or address (issue 10).
 */
export function OrderCustomerCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const guest = order.guest;
  const details = guest ? null : order.customerDetails;
  const name = guest
    ? guest.name
    : (details?.name ?? customerNameOf(order) ?? t('orders.unknownCustomer'));
  const phone = guest ? order.customerPhone : (details?.phone ?? order.customerPhone);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('orders.detail.customer')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          <InfoRow icon={User}>
            <span className="font-medium" dir="auto">
              {name}
            </span>
            {guest && order.customer && (
              <GuestNameLine
                variant="short"
                guest={guest}
                customerName={order.customer.name}
                className="block text-xs"
              />
            )}
          </InfoRow>
          {phone && (
            <InfoRow icon={Phone}>
              <PhoneNumber phone={phone} className="underline-offset-4 hover:underline" />
            </InfoRow>
          )}
          {details?.email && (
            <InfoRow icon={Mail}>
              <a
                href={`mailto:${details.email}`}
                dir="ltr"
                className="underline-offset-4 hover:underline"
              >
                {details.email}
              </a>
            </InfoRow>
          )}
          {details?.address && (
            <InfoRow icon={MapPin}>
              <span dir="auto">{details.address}</span>
            </InfoRow>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Where it goes, how it is paid, and the seller's note. */
export function OrderShippingCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const paymentKey = paymentMethodLabelKey(order.paymentMethod);
  const none = <span className="text-muted-foreground">{t('orders.detail.none')}</span>;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('orders.detail.shipping')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('orders.detail.shippingAddress')}</dt>
            <dd>{order.shippingAddress ? <bdi>{order.shippingAddress}</bdi> : none}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('orders.detail.governorate')}</dt>
            <dd>
              {order.shippingGovernorate
                ? governorateName(order.shippingGovernorate, language)
                : none}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('orders.detail.paymentMethod')}</dt>
            <dd>{paymentKey ? t(paymentKey) : order.paymentMethod}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('orders.detail.note')}</dt>
            <dd className="whitespace-pre-line">{order.note ? <bdi>{order.note}</bdi> : none}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
