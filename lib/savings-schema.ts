import * as z from 'zod/mini';
import { crossCheck, invalid, resultFor, savingsRules, type AmountRule, type FieldErrors, type SavingsField, type SavingsResult } from '@/lib/savings';

/*
 * The savings rules (`savingsRules` in lib/savings.ts) as a zod/mini schema,
 * for input from elsewhere. Kept out of lib/savings.ts so that browser
 * bundles using the calculator's arithmetic do not carry zod; lib/savings.ts
 * re-exports both functions.
 */

function amountSchema(rule: AmountRule) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? rule.required : rule.number) })
    .check(
      rule.minInclusive ? z.gte(rule.min, { error: rule.minError }) : z.gt(rule.min, { error: rule.minError }),
      z.lte(rule.max, { error: rule.maxError }),
    );
}

function buildSchema() {
  const volume = amountSchema(savingsRules.volume);
  const ticket = amountSchema(savingsRules.ticket);
  return z
    .discriminatedUnion('basis', [
      z.object({ basis: z.literal('fees'), volume, ticket, fees: amountSchema(savingsRules.fees) }),
      z.object({ basis: z.literal('rate'), volume, ticket, rate: amountSchema(savingsRules.rate) }),
    ])
    .check(
      z.superRefine(
        (data, ctx) => {
          for (const [field, message] of Object.entries(crossCheck(data))) {
            ctx.addIssue({ code: 'custom', path: [field], input: data, message });
          }
        },
        // Like checkSavings: only once every field is valid on its own (zod would also run it after a failed bound).
        { when: (payload) => payload.issues.length === 0 },
      ),
    );
}

let schema: ReturnType<typeof buildSchema> | undefined;

/**
 * The calculator's input schema (zod/mini), built on first use. Either fees or rate,
 * chosen by `basis`; the other is derived after parsing.
 */
export function savingsInputSchema() {
  return (schema ??= buildSchema());
}

/** `checkSavings` through the zod schema: the same results, for untrusted input. */
export function parseSavingsInputs(candidate: unknown): SavingsResult {
  const parsed = savingsInputSchema().safeParse(candidate);
  if (parsed.success) return resultFor(parsed.data);
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in savingsRules && !errors[field as SavingsField]) {
      errors[field as SavingsField] = issue.message;
    }
  }
  return invalid(Object.keys(errors).length > 0 ? errors : { volume: 'Those figures cannot be estimated.' });
}
