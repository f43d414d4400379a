import { createAction } from '@reduxjs/toolkit';

// The server's rendering puts its store's state in the page (a JSON script with this id); the
// browser's store takes it in with this action before hydrating (base-api's extractRehydrationInfo).
export const SSR_STATE_ID = 'ssr-state';
export const hydrateFromServer = createAction<Record<string, unknown>>('ssr/hydrate');
