// placeholder until the contract lands
export interface RecordViewDto {
  path: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}
export const recordPageViewUrl = '/api/analytics/views';
