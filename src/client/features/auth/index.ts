/** What other features may use of auth: the session, starting sign-in and the signed-out card. */
export { AuthRequired } from './auth-required';
export { startSignIn } from './sign-in';
export { SignInControl } from './sign-in-control';
export { sessionQuery, useSession } from './use-session';
