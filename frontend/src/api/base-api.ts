import { createApi } from '@reduxjs/toolkit/query/react';
import { hydrateFromServer } from '../ssr/hydration';
import { apiBaseQuery } from './api-base-query';

// The one api slice of the app: generated.ts and generated-admin.ts (the owner's endpoints, for
// admin code only) inject the contract's endpoints into it and features enhance them with tags.
// Settings are spec section 7's defaults.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery({ baseUrl: '' }),
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: [
    'User',
    'BlogPost',
    'NextPost',
    'Subscriber',
    'MailSuppression',
    'Message',
    'PageContent',
    'UploadedImage',
    'Product',
    'Order',
    'Site',
    'Session',
    'TwoFactor',
    'Passkey',
    'EmailPreferences',
    'LegalPage',
    'Course',
    'CourseStudent',
    'Redirect',
    'AuditLog',
  ],
  endpoints: () => ({}),
  // the answers the server's rendering already read (the page's JSON state), taken in before hydrating
  extractRehydrationInfo(action, { reducerPath }) {
    if (hydrateFromServer.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
});
