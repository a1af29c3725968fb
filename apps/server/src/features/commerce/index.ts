export { createCommerceRepo, type CommerceRepo } from './commerce.repo.ts';
export { createCommerceService, type CommerceService } from './commerce.service.ts';
export { createCouponsService, type CouponsService } from './coupons.service.ts';
export { createDonationsRepo, type DonationsRepo } from './donations.repo.ts';
export { createDonationsService, type DonationsService } from './donations.service.ts';
export { registerCommerceRoutes } from './commerce.routes.ts';
