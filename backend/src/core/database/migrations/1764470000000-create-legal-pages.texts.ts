// The legal pages' starting texts (issue 27), part of their migration: never edited once merged.
// They say what the site stores and for how long (the README's "How it behaves"); {{siteName}},
// {{ownerName}} and {{contactEmail}} are filled in from the site settings whenever a page is read.

const PRIVACY_POLICY = `<p>This policy says what {{siteName}} stores about you, why, for how long, and how you can see or delete it. The site is run by {{ownerName}}. Questions about it: write to {{contactEmail}} or use the contact form.</p>
<h2>What the site stores</h2>
<ul>
<li><strong>Your account</strong>: your first and last name, your e-mail address, a one-way hash of your password (never the password itself), whether your address is confirmed, and when you joined. Kept until you delete the account.</li>
<li><strong>Signed-in sessions</strong>: for each device you sign in on, its browser and system (as your browser names them), when you signed in and when the session was last used. A session ends when you sign out, when you sign out your other devices or change your password, and at the latest 30 days after you signed in.</li>
<li><strong>Links we e-mail you</strong> (password reset, address confirmation): only a fingerprint of each link is stored. A reset link works once, for one hour; a confirmation link for 24 hours.</li>
<li><strong>Orders</strong>: what you bought, the amounts, the status, the kind of payment and the dates. Your card details go straight to our payment provider, Stripe, and never reach this site. Orders are kept for our books: if you delete your account, they stay without anything that links them to you.</li>
<li><strong>Downloads</strong>: the files you bought are fetched through links made for your account that work for 15 minutes.</li>
<li><strong>The daily blog e-mail</strong>: your e-mail address and when you subscribed, confirmed and unsubscribed. After you unsubscribe, the address is kept marked as unsubscribed, so that nobody else can sign it up again without your click. Ask us and we delete it.</li>
<li><strong>Product Updates</strong>: that your account wants e-mails about new products, until you leave the list or delete the account.</li>
<li><strong>Contact messages</strong>: your name, e-mail address, subject and message, and when you sent it. They are our correspondence and are kept until we delete them; deleting your account does not delete them, but we will when you ask.</li>
<li><strong>E-mails sent to you</strong>: a record of each e-mail the site sends (the address, what kind of e-mail, when, and whether it was delivered), kept for the delivery reports. Deleting your account removes your address and everything about you from these records.</li>
<li><strong>Uploads</strong>: visitors and customers upload nothing. The images and files on the site are uploaded by {{ownerName}}.</li>
<li><strong>Protection against abuse</strong>: to slow down password guessing and spam, the site counts sign-in attempts and form submissions per network address and per e-mail address. These counts are deleted within a day.</li>
</ul>
<h2>Cookies and your browser</h2>
<p>The site sets only the cookies it needs to work: <strong>sid</strong> (your session, while you are signed in) and <strong>XSRF-TOKEN</strong> and <strong>xsrf-id</strong> (they stop other websites from sending forms in your name). There are no advertising or analytics cookies. The community screen (The App) keeps what you write there in your browser only; it is never sent to us. When you pay by card, Stripe's payment form may set its own cookies to prevent fraud.</p>
<h2>Who else receives your data</h2>
<ul>
<li>Stripe, to take your card payment.</li>
<li>Our e-mail service, to deliver the e-mails you asked for or that belong to your orders and account.</li>
<li>The chat assistant's provider: what you type in the chat may be sent to Google's Gemini service to write an answer. The site does not store the conversation.</li>
</ul>
<p>We never sell your data or pass it to advertisers.</p>
<h2>Your choices</h2>
<ul>
<li>See and change your name and e-mail address: Account, Profile.</li>
<li>Download everything the site holds about your account: Account, Settings, Download Account Data.</li>
<li>Turn the daily blog e-mail and Product Updates on or off: Account, Settings, Email Preferences, or the unsubscribe link in every such e-mail.</li>
<li>Delete your account: Account, Settings, Delete Account. This signs you out everywhere, deletes your account and your blog e-mail subscription, and detaches your orders from you.</li>
<li>For anything else, such as deleting a contact message, write to {{contactEmail}} or use the contact form.</li>
</ul>`;

const TERMS_OF_SERVICE = `<p>These terms apply to using {{siteName}}, run by {{ownerName}}. By creating an account or buying something here, you agree to them.</p>
<h2>Your account</h2>
<p>Give a working e-mail address and keep your password to yourself: you are responsible for what is done with your account. You can delete it at any time on your account page. We may close an account that is used to harm the site or other people.</p>
<h2>What you may do with the content</h2>
<p>The blog posts, courses, downloads and everything else on this site belong to {{ownerName}}. Read and use what you buy for yourself; please do not resell, republish or share paid downloads or courses. The blog, the chat assistant and the other material give general information; they do not replace advice on your own situation.</p>
<h2>Buying</h2>
<p>Prices are in US dollars and shown before you pay. Your order is made when your payment succeeds: you receive a confirmation e-mail and find the order under Account, Orders. Files you bought are under Account, Downloads. For consultation sessions and physical products, we contact you by e-mail to arrange the session or the delivery. Refunds follow our Refund Policy.</p>
<h2>The community screen and the chat</h2>
<p>The community screen keeps what you write in your browser only. The chat assistant is automated and can be wrong: check anything important with us.</p>
<h2>Your data</h2>
<p>What the site stores about you, and how to see or delete it, is in our Privacy Policy.</p>
<h2>Changes to these terms</h2>
<p>We may change these terms; the date at the top of this page shows the last change. Purchases are governed by the terms in force when you made them.</p>
<h2>Contact</h2>
<p>Questions about these terms: write to {{contactEmail}} or use the contact form.</p>`;

const REFUND_POLICY = `<p>We want you to be glad you bought from {{siteName}}. If something is not right, write to {{contactEmail}} or use the contact form, and give your order number (Account, Orders).</p>
<h2>Digital products</h2>
<p>A download cannot be given back, so a digital product is refunded when its file is faulty or not as described and we cannot put it right. Tell us within 14 days of your order.</p>
<h2>Courses</h2>
<p>You can ask for a full refund within 14 days of your order.</p>
<h2>Consultation sessions</h2>
<p>Cancel at least 48 hours before your session for a full refund, or move it to another time. A session cancelled later, or missed, is not refunded.</p>
<h2>Physical products</h2>
<p>Send an unused item back within 30 days of receiving it and we refund its price. If it arrived damaged or was not what you ordered, we also pay for sending it back.</p>
<h2>How you get your money back</h2>
<p>Refunds go back to the card you paid with, through our payment provider, usually within 5 to 10 business days after we agree to them. The order then shows as refunded in your account.</p>`;

export const LEGAL_PAGE_TEXTS = [
  { slug: 'privacy-policy', title: 'Privacy Policy', content: PRIVACY_POLICY },
  { slug: 'terms-of-service', title: 'Terms of Service', content: TERMS_OF_SERVICE },
  { slug: 'refund-policy', title: 'Refund Policy', content: REFUND_POLICY },
];
