// What the admin's Content, Backgrounds and Messages tabs read and write: imported by the admin
// page alone, so the public pages never load the admin client.
export { useListMessagePageQuery, useListPageContentQuery, useSavePageContentMutation } from './api';
