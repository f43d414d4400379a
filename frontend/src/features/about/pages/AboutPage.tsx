import { PageHeader } from '../../../components/PageHeader';
import { backgroundStyle, SectionText, usePageContent } from '../../content';
import { usePageTitle } from '../../site';
import { AboutPillars } from '../components/AboutPillars';
import { AboutStory } from '../components/AboutStory';
import { AboutValues } from '../components/AboutValues';
import './AboutPage.css';

// /about: the owner's mission, story and values (their saved sections, else the sample's), and the
// community's three pillars.
export function AboutPage() {
  const saved = usePageContent('about');
  usePageTitle('About');
  return (
    <div className="about-page" style={backgroundStyle(saved.background)}>
      <div className="about container page">
        <PageHeader
          title="About"
          lead={
            <SectionText saved={saved.mission}>
              A business coach, an author and, above all, someone who knows what it takes to start over.
            </SectionText>
          }
        />
        <AboutStory bio={saved.bio} />
        <AboutPillars />
        <AboutValues values={saved.values} />
      </div>
    </div>
  );
}
