// Titles and static labels of the screens (SPEC §2). Behaviour strings live with their feature.
export const screenTitles = {
  login: 'LOG IN',
  signup: 'SIGN UP',
  forgotPassword: 'RESET PASSWORD',
  resetPassword: 'PASSWORD RESET',
  profile: 'PROFILE',
  plans: 'PLANS',
  mission: 'MISSION STATEMENT',
  contact: 'CONTACT US',
  diagnostics: 'CONNECTION TEST',
} as const;
