import { generatedLeadMagnetsApi } from '../../api/generated-lead-magnets';

// A visitor's lead magnet endpoints, lead magnets' own client (generated-lead-magnets.ts, never
// edited by hand): loaded with a free guide's pages and the form under posts, never with a public
// page's first JavaScript. Nothing to tag: a claim and its confirmation change no read on screen.
export const {
  useGetLeadMagnetQuery,
  useListPostLeadMagnetsQuery,
  useClaimLeadMagnetMutation,
  useConfirmLeadMagnetClaimMutation,
} = generatedLeadMagnetsApi;

export type { ConfirmedClaimDto, PublicLeadMagnetDto } from '../../api/generated-lead-magnets';
