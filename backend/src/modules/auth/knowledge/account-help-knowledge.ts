import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { minutesInWords } from '../../../core/knowledge/passage-text';
import { MIN_PASSWORD_LENGTH } from '../dto/password-field';
import { LINK_LIFETIME_SECONDS } from '../tokens/account-tokens';

// how long a mailed link works, in words ("1 hour", "1 day")
const lasts = (purpose: keyof typeof LINK_LIFETIME_SECONDS) => minutesInWords(LINK_LIFETIME_SECONDS[purpose] / 60);

const SETTINGS = '/account?tab=settings';

// How to do things with an account, in the words of the SPA's pages and buttons (frontend
// features/auth and features/account: /login, /forgot-password, the account's tabs and Settings):
// the texts are fixed, the link lifetimes and the password rule are the server's own.
const HELP: KnowledgePassage[] = [
  {
    key: 'sign-in',
    title: 'Sign in or create an account',
    url: '/login',
    keywords: 'sign in log in login sign up signup register registration create account new join',
    text: `Choose Login at the top of any page. Sign in with your email and password, or choose "Need an account? Sign up", fill in First Name, Last Name, Email and a Password of at least ${MIN_PASSWORD_LENGTH} characters, and press Create Account: the new account is signed in at once.`,
  },
  {
    key: 'forgot-password',
    title: 'Forgot your password',
    url: '/forgot-password',
    keywords: 'forgot forgotten lost reset password cannot log in locked out new password',
    text: `On the Login page choose "Forgot password?", enter your account's email and press Send Reset Link. The email's link works once, for ${lasts('password-reset')}: it opens Reset Password, where you choose a new password and press Set New Password.`,
  },
  {
    key: 'confirm-email',
    title: 'Confirm your email address',
    url: '/account',
    keywords: 'confirm confirmation verify verification email address link banner resend',
    text: `After you sign up we email you a link to confirm your address; it works for ${lasts('email-confirmation')}. Until you open it, My Account shows "Please confirm your email address" with a Send again button that mails a new link. The account works meanwhile.`,
  },
  {
    key: 'change-password',
    title: 'Change your password',
    url: SETTINGS,
    keywords: 'change password new password update password security',
    text: 'In My Account open the Settings tab and press Change Password under Account Actions. Enter your current password and the new one: this device stays signed in, every other device is signed out.',
  },
  {
    key: 'profile',
    title: 'Change your name or email address',
    url: '/account',
    keywords: 'change name email address profile edit update',
    text: `In My Account, on the Profile tab, press Edit Profile to change your name or email address. A new address is mailed a link that works for ${lasts('email-change')}, and takes over once you open it.`,
  },
  {
    key: 'export',
    title: 'Download your data',
    url: SETTINGS,
    keywords: 'download export data personal data copy gdpr information privacy',
    text: 'In My Account open the Settings tab and press Download Account Data under Account Actions: you get a file with everything the site holds about your account.',
  },
  {
    key: 'delete-account',
    title: 'Delete your account',
    url: SETTINGS,
    keywords: 'delete remove close cancel account erase forget',
    text: 'In My Account open the Settings tab, press Delete Account, enter your password and press Delete My Account. Your account, its sign-ins and email preferences go for good; your orders stay in the shop’s records without your name or email, and your downloads end. This cannot be undone.',
  },
  {
    key: 'emails',
    title: 'Email preferences',
    url: SETTINGS,
    keywords: 'email emails newsletter unsubscribe subscribe preferences daily blog product updates stop mail',
    text: 'In My Account, Settings, Email Preferences has Daily Blog Posts and Product Updates, each with Manage to turn it on or off. Every such email also has an unsubscribe link.',
  },
  {
    key: 'sign-out',
    title: 'Sign out',
    url: SETTINGS,
    keywords: 'sign out log out logout devices sessions other devices',
    text: 'Press Logout at the top of any page, or Sign Out in My Account, Settings. Signed-in Devices there lists where you are signed in, with Sign out everywhere else.',
  },
  {
    key: 'account-tabs',
    title: 'Your orders, downloads, courses and sessions',
    url: '/account',
    keywords:
      'where find my orders downloads files courses sessions bookings membership payment plans receipts account',
    text: 'Choose Account at the top of any page. My Account has tabs: Profile, Orders, Downloads (the files you bought), Settings, My Courses, Upcoming sessions, Membership and Payment plans.',
  },
];

// How visitors and customers use their account, for the assistant.
@Injectable()
export class AccountHelpKnowledge implements KnowledgeSource {
  readonly name = 'help';
  readonly label = 'Account help';
  readonly tells = 'visitor';
  readonly tables = [];

  passages(): Promise<KnowledgePassage[]> {
    return Promise.resolve(HELP);
  }
}
