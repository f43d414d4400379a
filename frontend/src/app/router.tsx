import { lazy } from 'react';
import type { RouteObject, RouterProviderProps } from 'react-router-dom';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { type Matched, page } from './lazy-pages';
import { RouteError } from './RouteError';

interface RouteHandle {
  clientOnly?: boolean;
}

// The public pages: rendered on the server too (backend modules/pages), with no antd.
const HomePage = page(() => import('../features/home/pages/HomePage'), 'HomePage');
const BlogPage = page(() => import('../features/blog/pages/BlogPage'), 'BlogPage');
const ProductsPage = page(() => import('../features/shop/pages/ProductsPage'), 'ProductsPage');
const ProductPage = page(() => import('../features/shop/pages/ProductPage'), 'ProductPage');
const AboutPage = page(() => import('../features/about/pages/AboutPage'), 'AboutPage');
const ContactPage = page(() => import('../features/contact/pages/ContactPage'), 'ContactPage');
const CoursePage = page(() => import('../features/courses/pages/CoursePage'), 'CoursePage');
const LessonPage = page(() => import('../features/courses/pages/LessonPage'), 'LessonPage');
const LegalPage = lazy(() => import('../features/legal/pages/LegalPage').then((m) => ({ default: m.LegalPage })));
// a lead magnet's page and its mail's link (issue 47): read for one visitor, rendered in the browser
const LeadMagnetPage = page(() => import('../features/automations/pages/LeadMagnetPage'), 'LeadMagnetPage');
const ClaimConfirmPage = page(() => import('../features/automations/pages/ClaimConfirmPage'), 'ClaimConfirmPage');
const NotFoundPage = page(() => import('../features/not-found/pages/NotFoundPage'), 'NotFoundPage');

// The screens that use antd, inside its theme (AntdScope, loaded with the first of them).
const AntdOutlet = page(() => import('./AntdScope'), 'AntdOutlet');
const LoginPage = page(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage');
const ConfirmEmailPage = page(() => import('../features/auth/pages/ConfirmEmailPage'), 'ConfirmEmailPage');
const SignInAlertPage = page(() => import('../features/auth/pages/SignInAlertPage'), 'SignInAlertPage');
const AccountPage = page(() => import('../features/account/pages/AccountPage'), 'AccountPage');
const CheckoutPage = page(() => import('../features/shop/pages/CheckoutPage'), 'CheckoutPage');
const AdminPage = page(() => import('../features/admin/pages/AdminPage'), 'AdminPage');
const AdminSetupPage = page(() => import('../features/auth/pages/AdminSetupPage'), 'AdminSetupPage');
const ProductManagerPage = page(() => import('../features/shop/pages/ProductManagerPage'), 'ProductManagerPage');
const CommunityPage = page(() => import('../features/community/pages/CommunityPage'), 'CommunityPage');
const CourseBuilderPage = page(() => import('../features/courses/pages/CourseBuilderPage'), 'CourseBuilderPage');
const ScheduleCallPage = page(() => import('../features/bookings/pages/ScheduleCallPage'), 'ScheduleCallPage');
const SessionPage = page(() => import('../features/bookings/pages/SessionPage'), 'SessionPage');
const JoinPage = page(() => import('../features/memberships/pages/JoinPage'), 'JoinPage');

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // page errors (e.g. a chunk missing after a deploy) render inside the layout
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'blog', element: <BlogPage /> },
          { path: 'blog/:slug', element: <BlogPage /> },
          { path: 'products', element: <ProductsPage /> },
          { path: 'products/:slug', element: <ProductPage /> },
          { path: 'courses/:slug', element: <CoursePage /> },
          // a course's lesson, read for its reader (nothing to index): rendered in the browser
          // only, with no antd (it needs none)
          { path: 'courses/:slug/lessons/:lessonId', element: <LessonPage />, handle: { clientOnly: true } },
          // a free guide's page (server-rendered: the page a coach shares) and the one its mail links
          // to (the browser only: it confirms the link's token); neither uses antd
          { path: 'free/confirm', element: <ClaimConfirmPage />, handle: { clientOnly: true } },
          { path: 'free/:slug', element: <LeadMagnetPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          // the owner's legal pages, one chunk for the three
          { path: 'privacy-policy', element: <LegalPage slug="privacy-policy" /> },
          { path: 'terms-of-service', element: <LegalPage slug="terms-of-service" /> },
          { path: 'refund-policy', element: <LegalPage slug="refund-policy" /> },
          {
            // rendered in the browser only (the server sends the page's shell)
            element: <AntdOutlet />,
            handle: { clientOnly: true },
            children: [
              { path: 'login', element: <LoginPage /> },
              // the pages the account mails link to
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password', element: <ResetPasswordPage /> },
              { path: 'confirm-email', element: <ConfirmEmailPage /> },
              { path: 'sign-in-alert', element: <SignInAlertPage /> },
              { path: 'account', element: <AccountPage /> },
              // a booked session (the booking mails link here), and booking the free introductory call
              { path: 'account/sessions/:id', element: <SessionPage /> },
              { path: 'schedule-call', element: <ScheduleCallPage /> },
              { path: 'checkout', element: <CheckoutPage /> },
              // a membership tier's own way to buy: a monthly or yearly subscription, not the checkout
              { path: 'join/:slug', element: <JoinPage /> },
              { path: 'admin', element: <AdminPage /> },
              { path: 'admin-setup', element: <AdminSetupPage /> },
              { path: 'product-manager', element: <ProductManagerPage /> },
              { path: 'app', element: <CommunityPage /> },
              { path: 'admin/courses/:productId', element: <CourseBuilderPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

// Is this one of the screens only the browser renders?
export const isClientOnly = (matches: Matched): boolean =>
  matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.clientOnly);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

// Route changes render at once, not in a transition: while the next page's chunk (or AntdScope's)
// downloads, the layout shows its fallback. In a transition React keeps the previous page on screen,
// and usable, under the new address; what a visitor typed there was lost when the page arrived.
export function AppRouterProvider({ router }: { router: RouterProviderProps['router'] }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
