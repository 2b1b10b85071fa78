/** The US time zones an office can be in, as people name them (the editor's choices, and the words of {{hours}}). */
export const timeZoneNames = {
  'America/New_York': 'Eastern Time',
  'America/Chicago': 'Central Time',
  'America/Denver': 'Mountain Time',
  'America/Phoenix': 'Mountain Time (Arizona)',
  'America/Los_Angeles': 'Pacific Time',
} as const;
