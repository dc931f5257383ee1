import { config } from '../../infra/config';
import { describeError, log } from '../../infra/logger';
import { sendEmail } from '../../infra/mailer';
import type { Order } from '../../repositories/order-repository';
import { getProfile } from '../../repositories/user-repository';
import { sessionRef } from '../../rules/checkout';
import { refundEmail, type RefundKind } from './refund-email';

async function buyerNameOf(order: Order): Promise<string | undefined> {
  if (order.buyer_name) return order.buyer_name;
  return order.user_id ? (await getProfile(order.user_id))?.full_name || undefined : undefined;
}

/**
 * Where the buyer's products are: a signed-in buyer's account; a guest's download page of this
 * order while it still grants something (after a refund of every line it would show nothing);
 * else none.
 */
export function productsLink(order: Order, kind: RefundKind): string | undefined {
  const { siteUrl } = config();
  if (order.buyer_type === 'user') return `${siteUrl}/myaccount`;
  if (kind === 'after_payment' && order.product_ids.length > 0) {
    return `${siteUrl}/downloads?session=${encodeURIComponent(order.session_id)}`;
  }
  return undefined;
}

/**
 * The one e-mail of a refund, sent by whoever recorded it. `order` is the order as it is after
 * the refund. A failure is logged, never thrown: the money went back and the order says so.
 */
export async function sendRefundMail(
  order: Order,
  refund: { kind: RefundKind; productIds: readonly string[]; refundedCents: number },
): Promise<void> {
  try {
    const link = productsLink(order, refund.kind);
    await sendEmail(
      refundEmail({
        kind: refund.kind,
        to: order.buyer_email,
        buyerName: await buyerNameOf(order),
        products: refund.productIds.map((id) => ({
          name: order.product_names[id] ?? id,
          amount: (order.line_cents[id] ?? 0) / 100,
        })),
        refunded: refund.refundedCents / 100,
        ...(link ? { link } : {}),
        isTest: order.mode === 'test',
      }),
    );
  } catch (error) {
    log('error', 'Could not send the refund e-mail', {
      session: sessionRef(order.session_id),
      ...describeError(error),
    });
  }
}
