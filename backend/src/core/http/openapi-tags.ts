// What each tag of the OpenAPI document groups, shown above its operations in Swagger UI. A tag a
// controller uses (@ApiTags) needs its line here (test/core/api-contract.e2e.ts checks it).
export const TAG_DESCRIPTIONS: Record<string, string> = {
  health: 'Whether the site and its database answer (for load balancers and monitors).',
  auth: 'Registering, signing in and out, the signed-in visitor, password resets and e-mail confirmation.',
  account: 'A signed-in customer’s own data: profile, password, sessions, orders, downloads, e-mail settings.',
  site: 'The site’s name, colours and images, as visitors see them and as the owner edits them.',
  blog: 'The published blog posts and their RSS feed.',
  'admin: blog': 'Writing, scheduling and mailing blog posts.',
  newsletter: 'Subscribing to the newsletter and unsubscribing from mails.',
  'admin: subscribers': 'The newsletter’s subscribers: list, import, export and removal.',
  'admin: imports':
    'Moving in from Ghost, WordPress or Substack: posts, images and subscribers, and the old addresses redirected.',
  'mail feedback': 'The mail provider’s bounce and complaint feedback, which stops mail to an address.',
  'admin: mail suppressions': 'The addresses mail no longer reaches, and why; marking and lifting one by hand.',
  'admin: images': 'Images uploaded for blog posts and pages.',
  'page content': 'The editable texts of the site’s pages.',
  courses: 'Reading courses: outlines, lessons, progress, certificates and lesson media.',
  'course builder': 'Building a course: its modules, lessons, videos and attachments.',
  'course students': 'Who is enrolled in a course, and enrolling or removing a student by hand.',
  bookings: 'Booking, moving and cancelling a consultation or an intro call.',
  'bookings admin': 'The owner’s availability and the consultations on offer.',
  'admin: bookings': 'The sessions booked with the owner: list, move and cancel.',
  memberships: 'Membership tiers, joining one, and a member’s own membership: payments, card, cancel, change of tier.',
  'admin: memberships': 'Membership tiers, members, figures, settings and the offline billing clock.',
  'payment plans': 'Products bought in instalments: the buyer’s plans, their schedules and their card.',
  'admin: payment plans': 'Every payment plan with its buyer, and what the plans have paid and still owe.',
  'legal pages': 'The privacy policy, terms of service and refund policy.',
  products: 'The shop’s products and their files.',
  shop: 'Product reviews, and hiding or showing them.',
  checkout: 'Paying for an order (Stripe or offline), coupons at checkout and the payment webhook.',
  offers:
    'Order bumps and one-click upsells: the owner’s offers on a product, the checkout’s tick boxes, the upsell after a payment.',
  'admin: orders': 'Every order of the shop, one by one or exported.',
  admin: 'Refunds, shipments, shop settings, coupons and API keys.',
  'admin: overview': 'The admin’s dashboard figures.',
  'admin: backups': 'Making a backup now, and downloading the archives kept in BACKUP_DIR.',
  'admin: alerts': 'Where the owner’s alerts are e-mailed, and a test mail to it.',
  'admin: audit log':
    'Who changed what: each admin action with who, when, from where and each row before and after; its CSV; how long it is kept.',
  'admin: analytics': 'Visitors, pages, sources and campaigns, and the subscribers and sales they brought.',
  analytics: 'Counting page views, without a cookie or a stored address.',
  'admin: automations':
    'People and tags, segments, e-mail sequences, broadcasts, lead magnets, tracking and the automations’ clock.',
  automations: 'Stopping marketing mail from its unsubscribe link (account and order mails still come).',
  'lead magnets': 'Taking a free guide with a confirmed e-mail address, no account needed.',
  contact: 'Messages sent with the contact form.',
  'admin: webhooks':
    'Outbound webhooks: the endpoints the site’s events are POSTed to, signed; their delivery log and replays.',
  comments: 'Readers’ comments under blog posts: reading them, and commenting or replying when signed in.',
  'admin: comments':
    'Moderating comments: approving, hiding, deleting, banning a commenter, and how the owner hears of new ones.',
  chat: 'The site’s assistant, which answers questions about the site and its products.',
  assistant:
    'The owner’s side of the assistant: its FAQ, the questions visitors asked and how it answered, its figures, and how long conversations are kept.',
  'site files': 'Files at the site’s root for browsers and search engines: sitemap, robots.txt, manifest and icons.',
};
