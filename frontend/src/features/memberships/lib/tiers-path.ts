// the shop's filter of the membership tiers (/products?type=membership), where a visitor chooses one
export const TIERS_PATH = '/products?type=membership';
