import { SectionText } from '../../content';
import { OwnerFigure } from '../../site';

// "My Story": the owner's saved bio (else the sample's), beside their photo.
export function AboutStory({ bio }: { bio: string | undefined }) {
  return (
    <section className="about-story" aria-labelledby="about-story-title">
      <div className="about-story__text">
        <h2 id="about-story-title">My Story</h2>
        <SectionText saved={bio}>
          <p>
            I grew up in a world with very clear rules about who I was allowed to be. Leaving it was the hardest and
            best decision of my life. Overnight I had to learn the things most people pick up without noticing: how to
            apply for a job, how to trust my own judgement, how to make friends who had no script to follow.
          </p>
          <p>
            The years that followed taught me that rebuilding is a skill, and that skills can be learned. I went on to
            build a business, to coach founders and leaders through their own turning points, and to write about the
            habits that make lasting change possible.
          </p>
          <p>
            This site brings those threads together: a daily blog of practical insights, products and courses for your
            professional growth, and a community where people who have walked a similar road can support one another.
            Wherever you are starting from, I am glad you are here.
          </p>
        </SectionText>
      </div>
      <OwnerFigure className="about-founder" />
    </section>
  );
}
