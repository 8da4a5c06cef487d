/**
 * contact-form's length caps (characters, after trimming): generous for a support message, below the
 * table's backstop limits. The form uses them as its fields' maxLength, so nothing is queued offline
 * that the server would refuse.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export type ContactField = keyof typeof CONTACT_LIMITS;
