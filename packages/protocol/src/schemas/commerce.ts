import { z } from 'zod';
import { Messages, type MessageKey } from '../messages.ts';
import { parsePriceUnits } from '../domain/price.ts';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { donationCentsSchema } from '../validation/donation.ts';
import { validateCouponCode, validateCouponValue } from '../validation/couponInput.ts';
import { validatedSchema } from '../validation/result.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';
import { boundedIntSchema, InputBounds, numberOrTextAtMost } from './integers.ts';

/**
 * Why a card processor refused a charge (spec 000 §5 card errors): Stripe's decline codes for its test
 * tokens, a token or saved card the processor does not know, and Stripe's `invalid_swipe_data` (a
 * card-present code no test token produces), `incorrect_zip` and `processing_error`.
 */
export const cardDeclineReasons = [
  'declined',
  'insufficientFunds',
  'expiredCard',
  'incorrectCvc',
  'missingCard',
  'invalidSwipeData',
  'incorrectZip',
  'processingError',
] as const;
export type CardDeclineReason = (typeof cardDeclineReasons)[number];

const declineMessageKeys: Record<CardDeclineReason, MessageKey> = {
  declined: 'cardDeclined',
  insufficientFunds: 'cardInsufficientFunds',
  expiredCard: 'cardExpired',
  incorrectCvc: 'cardCvcIncorrect',
  missingCard: 'cardMissing',
  invalidSwipeData: 'cardSwipeDataInvalid',
  incorrectZip: 'cardZipIncorrect',
  processingError: 'cardProcessingError',
};

/** The message a buyer sees for a refused card. */
export function cardDeclineMessage(reason: CardDeclineReason): string {
  return Messages[declineMessageKeys[reason]];
}

/** A card number: 12–19 digits once spaces and dashes are removed, passing the Luhn check. */
export function isCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/**
 * POST /api/payments/v1/testTokens (test processor only): card details as the card form sends them,
 * turned into one of Stripe's test tokens. The year may have two digits (this century).
 */
export const testCardTokenRequestSchema = z.object({
  number: textSchema
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(isCardNumber, Messages.cardNumberInvalid),
  expMonth: z
    .number({ error: Messages.invalidExpiryMonth })
    .int(Messages.invalidExpiryMonth)
    .min(1, Messages.invalidExpiryMonth)
    .max(12, Messages.invalidExpiryMonth),
  expYear: z
    .number({ error: Messages.invalidExpiryYear })
    .int(Messages.invalidExpiryYear)
    .refine((year) => (year >= 0 && year <= 99) || (year >= 2000 && year <= 2099), Messages.invalidExpiryYear)
    .transform((year) => (year < 100 ? 2000 + year : year)),
  cvc: textSchema.regex(/^\d{3,4}$/, Messages.cardCvcInvalid),
  postalCode: z
    .string({ error: Messages.cardPostalCodeIncomplete })
    .trim()
    .min(1, Messages.cardPostalCodeIncomplete)
    .max(16),
});
export type TestCardTokenRequest = z.input<typeof testCardTokenRequestSchema>;

/** The answer: the token to pay with (`stripeToken`, `token`) and what the form may show of the card. */
export const testCardTokenAnswerSchema = z.object({
  token: textSchema,
  last4: textSchema.length(4),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TestCardTokenAnswer = z.infer<typeof testCardTokenAnswerSchema>;

/** The currencies tickets are sold in (spec 000 §9 default usd); anything else is 15005. */
export const ticketCurrencies = ['usd'] as const;

/** A price in currency units as sent (`12.5` or `"12.50"`), in cents; undefined when not a price. */
export function priceUnitsToCents(input: string | number): number | undefined {
  const units = parsePriceUnits(input);
  return units === undefined ? undefined : Math.round(units * 100);
}

/**
 * POST /api/purchase/v1/stripe: the payment payload of spec 000 §3. The refusals the spec numbers
 * (15005 currency, 15007 price, 15008 token, 15009 e-mail) are the service's, so the fields stay loose
 * here. `idempotencyKey` (or the `Idempotency-Key` header) names one purchase attempt.
 */
export const purchaseRequestSchema = z.object({
  eventId: textSchema.trim().min(1).max(128),
  type: textSchema.trim().min(1).max(100),
  quantity: z.number().int().min(1).max(100).default(1),
  rawPrice: numberOrTextAtMost(InputBounds.maxAmountUnits),
  finalPrice: numberOrTextAtMost(InputBounds.maxAmountUnits),
  currency: textSchema.trim().toLowerCase().default('usd'),
  stripeToken: textSchema.trim().max(255).optional(),
  couponCode: textSchema.trim().max(64).optional(),
  email: textSchema.trim().max(254).optional(),
  referral: textSchema.trim().max(255).optional(),
  idempotencyKey: textSchema.trim().min(8).max(255).optional(),
  /** A card the buyer saved (`myCards`' `cId`) pays instead of `stripeToken`. */
  cId: textSchema.trim().min(1).max(128).optional(),
});
export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;
/** The payload as parsed, defaults applied. */
export type PurchasePayload = z.output<typeof purchaseRequestSchema>;

/** What an order bought: tickets (POST /purchase/v1/stripe) or a film (POST /purchase/v1/movieByStripe). */
export const orderKinds = ['ticket', 'film'] as const;
export type OrderKind = (typeof orderKinds)[number];

/** An order once paid; `refunding` while its refund is with the card processor. */
export const orderStatuses = ['paid', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * An order: one purchase of tickets of one tier (GET /order/v1/list, /order/v1/detail, the purchase
 * answer), with what its receipt shows. Prices are in currency units; `ticketId` names the order.
 */
export const orderSchema = z.object({
  ticketId: textSchema,
  eventId: textSchema,
  eventTitle: textSchema,
  eventStartAt: textSchema.nullable(),
  kind: z.enum(orderKinds),
  type: textSchema,
  quantity: z.number().int(),
  /** The tier's price when bought. */
  unitPrice: z.number(),
  couponCode: textSchema.nullable(),
  /** What was paid. */
  price: z.number(),
  currency: textSchema,
  email: textSchema,
  status: z.enum(orderStatuses),
  /** The entry pass of the order's ticket (GET /purchase/v1/pass). */
  passId: textSchema,
  createdAt: textSchema,
  paidAt: textSchema.nullable(),
  refundedAt: textSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/order/v1/detail. */
export const orderDetailQuerySchema = z.object({ ticketId: textSchema.trim().min(1).max(128) });

/** GET /api/order/v1/list: the caller's orders, newest first (the event lists' page size). */
export const orderListQuerySchema = pageQuerySchema(PageSize.events);

/** A coupon's kind: a percentage off, or an amount off in currency units. */
export const couponTypes = ['percent', 'amount'] as const;
export type CouponType = (typeof couponTypes)[number];

const couponCodeSchema = validatedSchema(textSchema, validateCouponCode);

/**
 * POST /api/events/v1/addCoupon (spec 000 §3 coupon). `value` is a percentage (1–100) for `percent`, an
 * amount in currency units with at most two decimals for `amount`. `limited` coupons can be used `count`
 * times; `startAt`/`endAt` (ISO-8601) bound when they apply.
 */
export const addCouponRequestSchema = z
  .object({
    eventId: textSchema.trim().min(1).max(128),
    code: couponCodeSchema,
    type: z.enum(couponTypes),
    value: numberOrTextAtMost(InputBounds.maxAmountUnits),
    limited: z.boolean().default(false),
    count: boundedIntSchema(0, InputBounds.maxQuantity).default(0),
    startAt: z.iso.datetime({ offset: true }).nullish(),
    endAt: z.iso.datetime({ offset: true }).nullish(),
  })
  .transform((coupon, ctx) => {
    const value = validateCouponValue(coupon.type, coupon.value);
    if (!value.ok) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: value.message });
      return z.NEVER;
    }
    return { ...coupon, value: value.value };
  });
export type AddCouponRequest = z.input<typeof addCouponRequestSchema>;
/** A coupon as added, its value in cents (amount) or percent. */
export type NewCoupon = z.output<typeof addCouponRequestSchema>;

/** A coupon as its event's editors and buyers see it; `availableCount` is null when not limited. */
export const couponSchema = z.object({
  id: textSchema,
  eventId: textSchema,
  code: textSchema,
  type: z.enum(couponTypes),
  value: z.number(),
  count: z.number().int(),
  availableCount: z.number().int().nullable(),
  limited: z.boolean(),
  startAt: textSchema.nullable(),
  endAt: textSchema.nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The answer of getCouponList: every coupon of the event. */
export const couponListSchema = z.object({ list: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

/** The answer of delCoupon and DELETE /api/purchase/v1/coupons/:id: the coupon that went. */
export const couponDeletedSchema = z.object({ couponId: textSchema, deleted: z.literal(true) });
export type CouponDeleted = z.infer<typeof couponDeletedSchema>;

export const couponIdRequestSchema = z.object({ couponId: textSchema.trim().min(1).max(128) });
export const couponListQuerySchema = z.object({ eventId: textSchema.trim().min(1).max(128) });
export const couponCheckQuerySchema = z.object({
  eventId: textSchema.trim().min(1).max(128),
  code: couponCodeSchema,
});

/** The price after a coupon, in cents: never below zero. */
export function discountedCents(cents: number, coupon: { type: CouponType; value: number }): number {
  const off = coupon.type === 'percent' ? Math.round((cents * coupon.value) / 100) : coupon.value;
  return Math.max(0, cents - off);
}

/**
 * POST /api/purchase/v1/donateByToken (spec 000 §3 donation): `amountInCent` in cents, $1–$99,999;
 * `isSave` keeps the card for donateByCustomer. `ua` is the client (`web`).
 */
export const donateByTokenRequestSchema = z.object({
  eventId: textSchema.trim().min(1).max(128),
  token: textSchema.trim().min(1).max(255),
  amountInCent: donationCentsSchema,
  isSave: z.boolean().default(false),
  currency: textSchema.trim().toLowerCase().default('usd'),
  ua: textSchema.trim().max(100).optional(),
  idempotencyKey: textSchema.trim().min(8).max(255).optional(),
});
export type DonateByTokenRequest = z.input<typeof donateByTokenRequestSchema>;

/** POST /api/purchase/v1/donateByCustomer: a donation with a saved card (`cid`, the card's `cId`). */
export const donateByCustomerRequestSchema = z.object({
  eventId: textSchema.trim().min(1).max(128),
  cid: textSchema.trim().min(1).max(128),
  amountInCent: donationCentsSchema,
  idempotencyKey: textSchema.trim().min(8).max(255).optional(),
});
export type DonateByCustomerRequest = z.input<typeof donateByCustomerRequestSchema>;

/** A donation as its donor sees it (the answer of both donate calls, myDonationList). */
export const donationSchema = z.object({
  id: textSchema,
  eventId: textSchema,
  eventTitle: textSchema,
  amountInCent: z.number().int(),
  currency: textSchema,
  createdAt: textSchema,
});
export type Donation = z.infer<typeof donationSchema>;

/** A saved card (spec 000 §3): its id `cId` and what may be shown of it. */
export const savedCardSchema = z.object({ cId: textSchema, last4: textSchema, createdAt: textSchema });
export type SavedCardView = z.infer<typeof savedCardSchema>;
/** GET /api/purchase/v1/myCards: the caller's saved cards. */
export const savedCardListSchema = z.object({ list: z.array(savedCardSchema) });
export type SavedCardList = z.infer<typeof savedCardListSchema>;
/** The answer of delMyCard: the card that went. */
export const cardDeletedSchema = z.object({ cId: textSchema, deleted: z.literal(true) });
export type CardDeleted = z.infer<typeof cardDeletedSchema>;

export const delMyCardRequestSchema = z.object({ cId: textSchema.trim().min(1).max(128) });
/** GET /api/purchase/v1/myDonationList (spec 000 §7 page, pageSize). */
export const donationListQuerySchema = pageQuerySchema(PageSize.events);

/** The longest refund reason kept (it is sent to the buyer). */
export const refundReasonMaxLength = 500;

/**
 * POST /api/purchase/v1/refund: an editor of the event refunds a whole order (named by its ticket); the
 * buyer is told `reason` when given.
 */
export const refundRequestSchema = z.object({
  ticketId: textSchema.trim().min(1).max(128),
  reason: textSchema.trim().max(refundReasonMaxLength).optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** GET /api/purchase/v1/eventOrders: an event's orders, newest first, for its editors. */
export const eventOrdersQuerySchema = pageQuerySchema(PageSize.events).extend({
  eventId: textSchema.trim().min(1).max(128),
});

/** An order as the event's editors see it: who bought it, and its pass's code to check at the door. */
export const eventOrderSchema = orderSchema.extend({
  buyer: z.object({ userId: textSchema, displayName: textSchema }),
  verificationCode: textSchema,
});
export type EventOrder = z.infer<typeof eventOrderSchema>;

/** A pass's state: its ticket is held and the event not over, the order was refunded, or the event ended. */
export const passStatuses = ['valid', 'refunded', 'ended'] as const;
export type PassStatus = (typeof passStatuses)[number];

/**
 * An entry pass (spec 000 §1 "passes", §2 /pass/:id): the ticket a person holds for an event, shown to
 * anyone with its unguessable id. `verificationCode` is short enough to read aloud at the door.
 */
export const passSchema = z.object({
  passId: textSchema,
  eventId: textSchema,
  eventSlug: textSchema,
  eventTitle: textSchema,
  startAt: textSchema.nullable(),
  endAt: textSchema.nullable(),
  cover: textSchema.nullable(),
  holderName: textSchema,
  /** The tier bought; null for a free RSVP. */
  type: textSchema.nullable(),
  quantity: z.number().int(),
  status: z.enum(passStatuses),
  verificationCode: textSchema,
});
export type Pass = z.infer<typeof passSchema>;

/** GET /api/purchase/v1/myPasses: the caller's passes, coming and live events first. */
export const myPassesQuerySchema = pageQuerySchema(PageSize.events);
/** GET /api/purchase/v1/pass (public). */
export const passQuerySchema = z.object({ passId: textSchema.trim().min(1).max(128) });

/** What a transaction was: a ticket (free ones included), a film, a refund of either, a donation. */
export const transactionKinds = ['ticket', 'film', 'refund', 'donation'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/**
 * A line of a person's transactions (spec 000 §3 transaction; attended events are the events they
 * name). `amount` is in currency units, what was paid or, for a refund, given back; `id` is the ticket
 * id of ticket, film and refund lines, the donation id of a donation.
 */
export const transactionSchema = z.object({
  id: textSchema,
  kind: z.enum(transactionKinds),
  eventId: textSchema,
  eventTitle: textSchema,
  amount: z.number(),
  currency: textSchema,
  createdAt: textSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /api/purchase/v1/transactions (spec 000 §7 "GET transactions by userId"), newest first. */
export const transactionsQuerySchema = pageQuerySchema(PageSize.events).extend({ userId: userIdSchema });

/**
 * POST /api/purchase/v1/movieByStripe (spec 000 §7): buys a film, an on-demand event named by id or
 * slug: one ticket of its first tier at `moviePrice`. Paid with `stripeToken` or a saved card `cId`.
 */
export const movieByStripeRequestSchema = z.object({
  movieId: textSchema.trim().min(1).max(128),
  moviePrice: numberOrTextAtMost(InputBounds.maxAmountUnits),
  stripeToken: textSchema.trim().max(255).optional(),
  cId: textSchema.trim().min(1).max(128).optional(),
  email: textSchema.trim().max(254).optional(),
  idempotencyKey: textSchema.trim().min(8).max(255).optional(),
});
export type MovieByStripeRequest = z.input<typeof movieByStripeRequestSchema>;
