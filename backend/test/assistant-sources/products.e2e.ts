import { createProduct } from '../commerce/commerce-helpers';
import { createCourse } from '../courses/course-helpers';
import { makeTier } from '../members-only/members-helpers';
import {
  emptyBookings,
  emptyCourses,
  makeCourseContent,
  resetShop,
  resetShopSettings,
  setConsultation,
} from '../support/factories';
import { passage, passagesOf, sourcesBed } from './source-helpers';

// The products on sale and the shop's rules, as they are now: a price or a stock changed over the
// admin's API is what the next reading says.
describe('the products and shop sources', () => {
  const bed = sourcesBed({
    arrange: async (t) => {
      await resetShop(t);
      await emptyCourses(t);
      await emptyBookings(t);
    },
    restore: resetShopSettings,
  });

  it("says a product's type and price, and its new price once the owner changes it", async () => {
    const book = await createProduct(bed.admin, {
      title: 'Money Mindset Workbook',
      price: '19',
      description: 'Twelve exercises for a calmer relationship with money.',
    });
    const before = await passage(bed.t, 'products', `product:${book.id}`);
    expect(before).toMatchObject({ title: 'Money Mindset Workbook', url: `/products/${book.slug}` });
    expect(before.text).toContain('Money Mindset Workbook is a digital download for $19.');
    expect(before.text).toContain('Twelve exercises for a calmer relationship with money.');
    expect(before.keywords).toEqual(expect.stringContaining('how much'));

    await bed.admin.send('patch', `/api/products/${book.id}`, { price: '24.50' }).expect(200);
    expect((await passage(bed.t, 'products', `product:${book.id}`)).text).toContain('for $24.50.');
  });

  it('says how many units of a physical product are left, and when it is sold out', async () => {
    const mug = await createProduct(bed.admin, {
      title: 'Focus Mug',
      type: 'physical',
      price: '12',
      inventory: 40,
      lowStockAlert: 3,
      requiresShipping: true,
    });
    const text = async () => (await passage(bed.t, 'products', `product:${mug.id}`)).text;
    expect(await text()).toContain('Focus Mug is a physical product for $12.');
    expect(await text()).toContain('40 in stock.');
    expect(await text()).toContain('shipped to you');
    await bed.admin.send('patch', `/api/products/${mug.id}`, { inventory: 2 }).expect(200);
    expect(await text()).toContain('Only 2 left in stock.');
    await bed.admin.send('patch', `/api/products/${mug.id}`, { inventory: 0 }).expect(200);
    expect(await text()).toContain('It is sold out for now.');
  });

  it("says what the types add: a session's length, a course's lessons, a tier's prices, a payment plan", async () => {
    const session = await createProduct(bed.admin, { title: 'Deep Dive', type: 'consultation', price: '150' });
    await setConsultation(bed.t, session.id, 90);
    const course = await createCourse(bed.admin, 'Founder Foundations', '210');
    await makeCourseContent(bed.t, course.id, [
      { title: 'Start', lessons: [{ title: 'Welcome', freePreview: true }, { title: 'Your why' }] },
      { title: 'Grow', lessons: [{ title: 'Pricing' }] },
    ]);
    await bed.admin.send('patch', `/api/products/${course.id}`, { planInstalments: 3, planTotal: '240' }).expect(200);
    const tier = await makeTier(bed.t, bed.admin, 'Inner Circle', { rank: 1, monthlyCents: 1900 });

    expect((await passage(bed.t, 'products', `product:${session.id}`)).text).toContain(
      'Deep Dive is a 1:1 consultation for $150. Each session lasts 1 hour 30 minutes.',
    );
    const courseText = (await passage(bed.t, 'products', `product:${course.id}`)).text;
    expect(courseText).toContain('Founder Foundations is an online course for $210.');
    expect(courseText).toContain('It has 3 lessons in 2 modules. Welcome is a free preview anybody can open.');
    expect(courseText).toContain('It can also be paid in instalments: 3 monthly payments of $80 ($240 in all).');
    expect((await passage(bed.t, 'products', `product:${tier.id}`)).text).toContain(
      'Members pay $19 a month. It has no free trial.',
    );
  });

  it('leaves out what is not on sale, and says a course without a published lesson is coming soon', async () => {
    const gone = await createProduct(bed.admin, { title: 'Retired Guide' });
    await bed.admin.post(`/api/products/${gone.id}/archive`).expect(200);
    const empty = await createCourse(bed.admin, 'Empty Course');
    const passages = await passagesOf(bed.t, 'products');
    expect(passages.some((p) => p.title === 'Retired Guide')).toBe(false);
    expect((await passage(bed.t, 'products', `product:${empty.id}`)).text).toContain('It is coming soon');
  });

  it('says the shipping rate the owner set, the refund rules with the refund policy, and the currency', async () => {
    const shipping = async () => (await passage(bed.t, 'shop', 'shipping')).text;
    expect(await shipping()).toMatch(/^Shipping is free\./);
    await bed.admin.send('put', '/api/admin/shop-settings', { shippingRate: 4.5 }).expect(200);
    expect(await shipping()).toMatch(/^Shipping costs a flat \$4\.50 per order/);
    expect(await passage(bed.t, 'shop', 'refunds')).toMatchObject({ url: '/refund-policy' });
    expect((await passage(bed.t, 'shop', 'refunds')).keywords).toContain('money back');
    expect((await passage(bed.t, 'shop', 'payment')).text).toContain('US Dollars (USD)');
  });
});
