#!/usr/bin/env node
// Sends one post to 10,000 subscribers through the mail outbox and a loopback SMTP server, and
// prints mails per second, duplicates (by recipient) and the peak memory of the process (the stack:
// mail-stack.mjs). Usage: node backend/bench/newsletter.bench.mjs [subscribers]
import { dist, startMailStack } from './mail-stack.mjs';

const { BlogPostsService } = dist('modules/blog/blog-posts.service.js');
const COUNT = Number(process.argv[2] ?? 10_000);

const stack = await startMailStack();
const { ds, config, mails } = stack;
await ds.query('TRUNCATE blog_posts, subscribers, newsletter_issues, mail_outbox RESTART IDENTITY CASCADE');
await ds.query(
  `INSERT INTO subscribers (email, unsubscribe_token)
   SELECT 'reader' || g || '@example.com', md5('bench' || g) FROM generate_series(1, $1) g`,
  [COUNT],
);

const started = performance.now();
await stack.app.get(BlogPostsService).create({
  title: 'Benchmark post',
  category: 'Business',
  excerpt: 'One post to every subscriber.',
  content: '<p>Hello, readers.</p>',
  published: true,
});
const queued = performance.now();
const { seconds, sent } = await stack.arrived(COUNT, started);

console.log(
  `Newsletter to ${COUNT} subscribers through the mail outbox and loopback SMTP (${config.mailConcurrency} lanes)`,
);
console.log(`  publish + queue: ${(queued - started).toFixed(0)} ms`);
console.log(
  `  all ${mails.received} mails received in ${seconds.toFixed(1)} s: ${(COUNT / seconds).toFixed(0)} mails/s`,
);
console.log(
  `  outbox rows marked sent: ${sent}; duplicates: ${mails.received - mails.recipients.size}; missing: ${COUNT - mails.recipients.size}`,
);
console.log(`  peak memory (RSS): ${stack.peakMb()} MB`);
await stack.close();
