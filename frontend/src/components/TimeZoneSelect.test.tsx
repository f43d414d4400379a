import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TimeZoneSelect } from './TimeZoneSelect';

// Issue 42: typing the city as the IANA name spells it, or as people write it, finds the zone.
describe('TimeZoneSelect', () => {
  it.each(['Los_Angeles', 'los angeles', 'Los Angeles', 'LOS_angeles', 'america/los'])(
    'finds America/Los_Angeles for "%s"',
    async (search) => {
      const user = userEvent.setup();
      render(<TimeZoneSelect aria-label="Time zone" value="UTC" />);
      const zone = screen.getByRole('combobox', { name: 'Time zone' });
      await user.click(zone);
      await user.type(zone, search);
      expect(await screen.findByTitle('America/Los Angeles')).toBeInTheDocument();
      expect(screen.queryByTitle('America/New York')).not.toBeInTheDocument();
    },
  );
});
