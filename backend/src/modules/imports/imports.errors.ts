export const MAX_IMPORT_MB = 50;

export const ImportErrors = {
  noFile: 'Please choose the export file to import.',
  tooLarge: `The export is too large: at most ${MAX_IMPORT_MB} MB. Import the posts without their images, or split the file.`,
  notGhost:
    'This is not a Ghost export. Choose the .json file of Ghost’s Settings → Labs → Export (or a zip of it with the content/images folder).',
  notWordPress:
    'This is not a WordPress export. Choose the .xml file of WordPress’s Tools → Export (or a zip of it with the wp-content/uploads folder).',
  notSubstack:
    'This is not a Substack export. Choose the .zip file of Substack’s Settings → Exports (it holds posts.csv).',
  badZip: 'This zip file could not be read. Please download the export again.',
  zipTooLarge: 'The zip unpacks to more than 200 MB. Import the posts without their images, or split the file.',
  noTitle: 'The post has no title.',
  noContent: 'The post has no content the site can show.',
  notSaved: 'The site could not save this post: one of its values does not fit (too long, or not allowed).',
  redirectNotFound: 'This redirect does not exist (any more).',
} as const;

// the notes and reasons of an import's report, in the owner's words
export const ImportNotes = {
  alreadyImported: 'Already imported (an earlier import of this export brought it).',
  scheduledAsDraft: 'Scheduled in the export: imported as a draft, to be scheduled here.',
  tiersAsDraft: 'For some paid tiers only in the export: imported as a draft for members, to be given its tier here.',
  renamed: (wanted: string) => `The address “${wanted}” belongs to another post here: imported under a new one.`,
  imageLeftOut: (image: string, why: string) => `Image ${image} left out: ${why}`,
  imageLink: (count: number) => `${count} image${count === 1 ? '' : 's'} not in the file: kept as links.`,
  imageNotInFile: 'it is not in the file, and not an https:// address.',
  imageNameTooLong: 'its path in the file is longer than 500 characters.',
  imageNotBrought: 'an earlier import could not bring it.',
  onTheList: 'Already on the list: left as it is.',
  unsubscribed: 'Unsubscribed in the export: kept off the mailing (never mailed, never re-added by an import).',
  bounced: 'Its mail bounced in the export: kept off the mailing.',
} as const;
