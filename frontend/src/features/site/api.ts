// TEMPORARY until the contract commit's generated.ts arrives (then: enhanceEndpoints with 'Site').
import { baseApi } from '../../api/base-api';

export type SiteDto = {
  siteName: string;
  tagline: string;
  ownerName: string | null;
  ownerPhotoUrl: string | null;
  logoUrl: string | null;
  faviconUrl: string | null;
  brandColor: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactLocation: string | null;
  linkedinUrl: string | null;
  xUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  websiteUrl: string | null;
};

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteDto, void>({ query: () => ({ url: '/api/site' }) }),
  }),
});
export const { useGetSiteQuery } = siteApi;
