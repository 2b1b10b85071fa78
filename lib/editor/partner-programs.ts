/**
 * The partner programs the contact form knows (`/contact-us?partner=…`
 * preselects one): the Partners page's program cards name theirs with these.
 */
export const partnerProgramIds = ['reseller', 'referral', 'integration'] as const;

export type PartnerProgramId = (typeof partnerProgramIds)[number];
