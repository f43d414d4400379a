import type {
  AnalyticsDeviceDto,
  AnalyticsOffersDto,
  AnalyticsPageDto,
  AnalyticsPostDto,
  AnalyticsSourceDto,
  AnalyticsSummaryDto,
  AnalyticsTotalsDto,
} from '../../../api/generated-admin';
import { adminContractApi } from '../../../api/generated-admin-extras';

export type {
  AnalyticsDeviceDto,
  AnalyticsOffersDto,
  AnalyticsPageDto,
  AnalyticsPostDto,
  AnalyticsSourceDto,
  AnalyticsSummaryDto,
  AnalyticsTotalsDto,
};

// The Analytics tab's reports (the admin client's, so the public pages never carry them). They
// change as visitors come and nothing the owner does here changes them: no tags; a range read
// again after a while (the cache's keepUnusedDataFor) is read anew.
export const {
  useGetAnalyticsSummaryQuery,
  useListAnalyticsPagesQuery,
  useListAnalyticsSourcesQuery,
  useListAnalyticsPostsQuery,
  useListAnalyticsDevicesQuery,
} = adminContractApi;
