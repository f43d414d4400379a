import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, type setupUser } from '../../../test/render';
import type { Handler } from '../../../test/test-api';
import { makeSite, notifications, sendJson, setupTestApi } from '../../../test/test-api';
import { ContactPage } from './ContactPage';

// The shared test API (the page's saved sections, the newsletter); each test says how /api/contact answers.
const api = setupTestApi();
let contact: Handler;
beforeEach(() => {
  contact = (_req, res) =>
    sendJson(res, 200, { message: "Thank you for your message. I'll get back to you within 24 hours." });
  // answered (or kept to answer later) by `contact`
  api.handler = (req, res) => {
    if (req.method !== 'POST' || req.path !== '/api/contact') return;
    contact(req, res);
    return true;
  };
});

const form = () => within(screen.getByRole('region', { name: 'Send a Message' }));
const field = (label: string) => form().getByLabelText(label, { selector: 'input, textarea' });
const sendButton = () => form().getByRole('button', { name: /Send Message/ });

function renderPage() {
  return renderWithProviders(<ContactPage />, '/contact').user;
}

async function chooseSubject(user: ReturnType<typeof setupUser>, label: string) {
  await user.selectOptions(form().getByRole('combobox', { name: 'Subject' }), label);
}

async function fillValidForm(user: ReturnType<typeof setupUser>) {
  await user.type(field('Full Name'), '  Ada Lovelace ');
  await user.type(field('Email Address'), 'ada@example.com');
  await chooseSubject(user, 'Speaking Engagement');
  await user.type(field('Message'), 'Would you speak at our conference in May?');
}

describe('the contact page', () => {
  it('shows the form, the contact details, the response promise and the newsletter box', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email Address', 'Message']) expect(field(label)).toBeInTheDocument();
    expect(field('Message')).toHaveAttribute('rows', '5');

    const subject = form().getByRole('combobox', { name: 'Subject' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Select a subject'],
      ['consultation', 'Business Consultation'],
      ['products', 'Product Inquiry'],
      ['speaking', 'Speaking Engagement'],
      ['collaboration', 'Collaboration'],
      ['other', 'Other'],
    ]);

    const info = within(screen.getByRole('region', { name: 'Contact Information' }));
    expect(info.getByText('hello@example.com')).toBeInTheDocument();
    expect(info.getByText('+1 (555) 123-4567')).toBeInTheDocument();
    expect(info.getByText('San Francisco, CA')).toBeInTheDocument();

    const response = within(screen.getByRole('region', { name: 'Response Time' }));
    expect(response.getByText(/within 24 hours/)).toBeInTheDocument();
    // no social profile set yet: no links but Schedule Call's (and none to '#')
    expect(response.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/schedule-call');
    expect(response.getAllByRole('link')).toHaveLength(1);

    const newsletter = within(screen.getByRole('region', { name: 'Stay Connected' }));
    expect(newsletter.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it("shows the owner's e-mail, phone and location from the site settings, leaving out one not set", async () => {
    api.site = makeSite({
      contactEmail: 'jane@janedoe.coach',
      contactPhone: '+44 20 7946 0958',
      contactLocation: null,
    });
    renderPage();
    const info = within(screen.getByRole('region', { name: 'Contact Information' }));
    expect(await info.findByRole('link', { name: 'jane@janedoe.coach' })).toHaveAttribute(
      'href',
      'mailto:jane@janedoe.coach',
    );
    expect(info.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
    expect(info.queryByText('Location')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact Information' })).not.toHaveTextContent('hello@example.com');
  });

  it('has no contact card when the owner clears every detail and saved no info section', async () => {
    api.site = makeSite({ contactEmail: null, contactPhone: null, contactLocation: null });
    renderPage();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Contact Information' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Response Time' })).toBeInTheDocument();
  });

  it("shows the spec's message on each field of an empty form and sends nothing", async () => {
    const user = renderPage();
    await user.click(sendButton());

    expect(await form().findByText('Name is required')).toBeInTheDocument();
    expect(await form().findByText('Please enter a valid email')).toBeInTheDocument();
    expect(await form().findByText('Please select a subject')).toBeInTheDocument();
    expect(await form().findByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('/api/contact')).toHaveLength(0);
  });

  it('rejects a blank name, an address without a domain and a message under 10 characters', async () => {
    const user = renderPage();
    await user.type(field('Full Name'), '   ');
    await user.type(field('Email Address'), 'ada@example');
    await chooseSubject(user, 'Other');
    // ten characters only with the spaces around them
    await user.type(field('Message'), '  too short ');
    await user.click(sendButton());

    expect(await form().findByText('Name is required')).toBeInTheDocument();
    expect(await form().findByText('Please enter a valid email')).toBeInTheDocument();
    expect(form().queryByText('Please select a subject')).not.toBeInTheDocument();
    expect(await form().findByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(api.calls('/api/contact')).toHaveLength(0);
  });

  it('sends the message, says so and resets the form', async () => {
    let answer!: () => void;
    contact = (_req, res) => {
      answer = () =>
        sendJson(res, 200, { message: "Thank you for your message. I'll get back to you within 24 hours." });
    };
    const user = renderPage();
    await fillValidForm(user);
    await user.click(sendButton());

    // a spinner while it is on its way
    await waitFor(() => expect(api.calls('/api/contact')).toHaveLength(1));
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    act(() => answer());

    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Message Sent!');
    expect(toast).toHaveTextContent("Thank you for your message. I'll get back to you within 24 hours.");
    expect(JSON.parse(api.calls('/api/contact')[0].body)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'speaking',
      message: 'Would you speak at our conference in May?',
    });
    await waitFor(() => expect(field('Full Name')).toHaveValue(''));
    expect(field('Email Address')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(form().getByRole('combobox', { name: 'Subject' })).toHaveValue('');
    await waitFor(() => expect(sendButton()).not.toHaveAttribute('aria-busy'));
  });

  it("shows the server's message when sending fails, and keeps what was typed", async () => {
    contact = (_req, res) =>
      sendJson(res, 429, { statusCode: 429, message: 'Too many messages. Please try again later.' });
    const user = renderPage();
    await fillValidForm(user);
    await user.click(sendButton());

    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Too many messages. Please try again later.');
    expect(toast).toHaveClass('toast--destructive');
    expect(field('Full Name')).toHaveValue('  Ada Lovelace ');
    expect(field('Message')).toHaveValue('Would you speak at our conference in May?');
  });

  it("falls back to 'Failed to send message. Please try again.' when the server says nothing useful", async () => {
    contact = (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    };
    const user = renderPage();
    await fillValidForm(user);
    await user.click(sendButton());

    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to send message. Please try again.');
  });

  it("uses the saved header, contact details and background, sanitising the details' markup", async () => {
    api.pageContent = [
      { page: 'contact', section: 'header', content: '<p>Let&#39;s <strong>Talk</strong></p>' },
      {
        page: 'contact',
        section: 'info',
        content:
          '<p>Write to <a href="mailto:owner@example.com">owner@example.com</a></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
      {
        page: 'contact',
        section: 'background',
        content: 'linear-gradient(135deg, #12355b 0%, #1a8a7d 100%)',
      },
    ];
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: "Let's Talk" })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(info).getByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
      'href',
      'mailto:owner@example.com',
    );
    expect(info).not.toHaveTextContent('hello@example.com');
    expect(info.querySelector('script')).toBeNull();
    expect(info.querySelector('img')).not.toHaveAttribute('onerror');
    const page = document.querySelector<HTMLElement>('.contact-page')!;
    expect(page.style.background).toContain('linear-gradient');
  });

  it('uses a saved image as the background, and ignores a value that is no background', async () => {
    api.pageContent = [
      { page: 'contact', section: 'background', content: '/api/uploads/images/0123456789abcdef01234567.jpg' },
    ];
    const view = renderWithProviders(<ContactPage />, '/contact');
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('.contact-page')!.style.backgroundImage).toBe(
        'url("/api/uploads/images/0123456789abcdef01234567.jpg")',
      ),
    );
    view.unmount();

    api.pageContent = [{ page: 'contact', section: 'background', content: 'red; position: fixed' }];
    renderWithProviders(<ContactPage />, '/contact');
    await waitFor(() => expect(api.server.hits('/api/page-content?page=contact')).toBe(2));
    await screen.findByRole('heading', { level: 1, name: 'Get In Touch' });
    expect(document.querySelector<HTMLElement>('.contact-page')!.getAttribute('style')).toBeNull();
  });

  it("subscribes from the 'Stay Connected' box", async () => {
    const user = renderPage();
    const newsletter = within(screen.getByRole('region', { name: 'Stay Connected' }));
    await user.type(newsletter.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(newsletter.getByRole('button', { name: 'Subscribe' }));

    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Success!');
    expect(JSON.parse(api.calls('/api/subscribe')[0].body)).toEqual({ email: 'reader@example.com' });
    expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
