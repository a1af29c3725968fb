import {
  fail,
  pass,
  validateCouponCode,
  validateCouponValue,
  type AddCouponRequest,
  type CouponType,
  type Validation,
} from '@limelight/protocol';
import { validateForm, type FormErrors } from '../../lib/forms/index.ts';
import { zonedWallTimeToIso } from '../../lib/clock/index.ts';

/** A new coupon as its inputs hold it (spec 000 §3 coupon: code, type, value, limited, count, start, end). */
export interface CouponFormValues {
  code: string;
  type: CouponType;
  /** A percentage, or an amount in USD. */
  value: string;
  limited: boolean;
  count: string;
  /** `YYYY-MM-DDTHH:mm` in the event's time zone, empty for no bound. */
  startAt: string;
  endAt: string;
}

export type CouponField = Exclude<keyof CouponFormValues, 'type' | 'limited'>;

export const emptyCouponForm: CouponFormValues = {
  code: '',
  type: 'percent',
  value: '',
  limited: false,
  count: '',
  startAt: '',
  endAt: '',
};

const maxUses = 1_000_000;

function validateCount(values: CouponFormValues): Validation<number> {
  if (!values.limited) return pass(0);
  const text = values.count.trim();
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= maxUses
    ? pass(Number(text))
    : fail('wholeNumberRequired');
}

function validateBound(wallTime: string, timeZone: string): Validation<string | null> {
  if (wallTime === '') return pass(null);
  const instant = zonedWallTimeToIso(wallTime, timeZone);
  return instant === undefined ? fail('fieldRequired') : pass(instant);
}

/**
 * The coupon rules of the protocol (code, value by type), a whole number of uses when limited and a
 * period whose end comes after its start, read in the event's time zone like the event's own dates.
 */
export function validateCouponForm(
  eventId: string,
  values: CouponFormValues,
  timeZone: string,
): { ok: true; request: AddCouponRequest } | { ok: false; errors: FormErrors<CouponField> } {
  const startAt = validateBound(values.startAt, timeZone);
  const endAt = validateBound(values.endAt, timeZone);
  const isOrdered =
    !startAt.ok || !endAt.ok || startAt.value === null || endAt.value === null
      ? true
      : Date.parse(endAt.value) > Date.parse(startAt.value);
  const checked = validateForm({
    code: validateCouponCode(values.code),
    value: validateCouponValue(values.type, values.value),
    count: validateCount(values),
    startAt,
    endAt: isOrdered ? endAt : fail('endBeforeStart'),
  });
  if (!checked.ok) return checked;
  const { code, count } = checked.values;
  return {
    ok: true,
    request: {
      eventId,
      code,
      type: values.type,
      // The wire takes the value as typed: a percentage or an amount in currency units.
      value: values.value.trim(),
      limited: values.limited,
      count,
      startAt: checked.values.startAt,
      endAt: checked.values.endAt,
    },
  };
}
