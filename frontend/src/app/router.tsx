import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RouteError } from './RouteError';

// Every page is its own chunk, so the landing page downloads only itself and the shell.
const HomePage = lazy(() => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })));
const BlogPage = lazy(() => import('../features/blog/pages/BlogPage').then((m) => ({ default: m.BlogPage })));
const ProductsPage = lazy(() =>
  import('../features/shop/pages/ProductsPage').then((m) => ({ default: m.ProductsPage })),
);
const AboutPage = lazy(() => import('../features/about/pages/AboutPage').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() =>
  import('../features/contact/pages/ContactPage').then((m) => ({ default: m.ContactPage })),
);
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../features/auth/pages/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
const AccountPage = lazy(() =>
  import('../features/account/pages/AccountPage').then((m) => ({ default: m.AccountPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/shop/pages/CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const AdminPage = lazy(() => import('../features/admin/pages/AdminPage').then((m) => ({ default: m.AdminPage })));
const AdminSetupPage = lazy(() =>
  import('../features/admin/pages/AdminSetupPage').then((m) => ({ default: m.AdminSetupPage })),
);
const ProductManagerPage = lazy(() =>
  import('../features/shop/pages/ProductManagerPage').then((m) => ({ default: m.ProductManagerPage })),
);
const CommunityPage = lazy(() =>
  import('../features/community/pages/CommunityPage').then((m) => ({ default: m.CommunityPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

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
          { path: 'about', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'login', element: <LoginPage /> },
          // the pages the account mails link to
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'confirm-email', element: <ConfirmEmailPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: 'admin-setup', element: <AdminSetupPage /> },
          { path: 'product-manager', element: <ProductManagerPage /> },
          { path: 'app', element: <CommunityPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
