import { authStrings } from '../../lib/strings.ts';

/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  robot: boolean;
}

export interface FormProblem<F extends string> {
  message: string;
  /** The fields the message is about (marked aria-invalid and tied to the message). */
  fields: F[];
}

/** SPEC §5 sign-up rules, in SPEC's order: all fields, the robot box, then the password length. */
export function validateSignup(form: SignupFields): FormProblem<keyof SignupFields> | null {
  const empty = (['firstName', 'lastName', 'email', 'password'] as const).filter((key) =>
    key === 'password' ? form.password === '' : form[key].trim() === '',
  );
  if (empty.length > 0) return { message: authStrings.signup.fillAll, fields: empty };
  if (!form.robot) return { message: authStrings.signup.notRobot, fields: ['robot'] };
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return { message: authStrings.signup.passwordLength, fields: ['password'] };
  }
  return null;
}

/** SPEC §5: resending the confirmation needs an e-mail address. */
export function validateResendEmail(email: string): string | null {
  return email.trim() === '' ? authStrings.signup.enterEmail : null;
}

/** The e-mailed recovery code as typed: spaces and dashes dropped ("123 456" is fine). */
export const normalizeCode = (code: string): string => code.replace(/[\s-]/g, '');

export type RecoveryCodeField = 'email' | 'code';

/** The "Have a code?" step: an address and a 6-digit code. */
export function validateRecoveryCode(email: string, code: string): FormProblem<RecoveryCodeField> | null {
  if (email.trim() === '') return { message: authStrings.signup.enterEmail, fields: ['email'] };
  if (!/^\d{6}$/.test(normalizeCode(code)))
    return { message: authStrings.forgot.codeFormat, fields: ['code'] };
  return null;
}

export type NewPasswordField = 'password' | 'confirm';

/** SPEC §5 new-password forms: the two must match, then be at least 6 characters. */
export function validateNewPassword(password: string, confirm: string): FormProblem<NewPasswordField> | null {
  if (password !== confirm) return { message: authStrings.forgot.mismatch, fields: ['confirm'] };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { message: authStrings.forgot.tooShort, fields: ['password', 'confirm'] };
  }
  return null;
}

export interface SignupMetadata {
  firstName: string;
  lastName: string;
  first_name: string;
  last_name: string;
  full_name: string;
}

/** SPEC §3: firstName/lastName plus first_name, last_name and full_name (names, else the e-mail). */
export function signupMetadata(input: {
  firstName: string;
  lastName: string;
  email: string;
}): SignupMetadata {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return {
    firstName,
    lastName,
    first_name: firstName,
    last_name: lastName,
    full_name: fullName || input.email.trim(),
  };
}
