import { PageHeader } from '../../../components/PageHeader';

export function ContactPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Get In Touch"
        lead="Questions, ideas or a project in mind? I'd love to hear from you."
      />
    </div>
  );
}
