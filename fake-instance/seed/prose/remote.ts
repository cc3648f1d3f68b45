/** Everyday posts by the remote people, written for this project. */

export const REMOTE_POSTS: Record<string, string[]> = {
  'moss@lichen.example': [
    'Found a beautiful patch of map lichen on the old wall by the bridge. Slow art, decades in the making. #botany',
    'Liverworts are the unsung heroes of the damp corner. Fight me. #botany',
    'Reminder that moss does not grow only on the north side. It grows wherever it feels like, much like me.',
    'Field day with students. Everyone learned the word "thallus" and now cannot stop saying it.',
    'Air quality surveys by lichen count today. The lichens say the town is getting cleaner.',
    'Wet boots, full notebook, good day.',
  ],
  'kit@lichen.example': [
    'Second sock syndrome has struck again. First sock finished in March. It is now much later than March. #knitting',
    'Darned a jumper elbow with bright yellow wool on purpose. Visible mending is a flex. #mending',
    'Wool is warm when wet. Cotton is not. This is the hill I will dry out on.',
    'Cast on a new scarf. Gave up on the pattern by row six and made it my own.',
    'Knitting circle tonight. Four people, three projects, one shared packet of biscuits.',
  ],
  'ilse@lichen.example': [
    'Up the ridge before dawn. Cloud inversion below, sunshine above, cold sandwiches all round. #hiking',
    'Map, compass, spare socks. The holy trinity. #hiking',
    'The descent is always worse than the climb and nobody warns you properly.',
    'Found a bench at the top with a plaque that just says "worth it". Agreed.',
    'Rain gear test: failed. Rain: passed with flying colours.',
  ],
  'nell@harbour.example': [
    'Knot of the day: the bowline. Rabbit out of the hole, round the tree, back down the hole. #sailing',
    'Light winds today, so the beginners got to practise tacking without drama. Well, less drama.',
    'Reminder: the boom is called the boom because of the noise it makes when it meets your head. #sailing',
    'Sunset sail with the evening class. Nobody fell in. A record.',
    'Rigging check, life jackets, weather forecast. Then, and only then, the sandwiches.',
  ],
  'omar@harbour.example': [
    'Lentil soup for forty today. The trick is lemon at the end and patience at the beginning. #cooking',
    'Recipe notes rewritten for the third time because I keep "improving" them from memory.',
    'Onions: cook them longer than you think. Then longer again. #cooking',
    'A good knife and a quiet kitchen at six in the morning. That is the whole dream.',
    'Someone asked me for the secret ingredient. It is salt. It is always salt.',
    'Made flatbread on a cast-iron pan and it puffed up like a little balloon. Still delighted every time.',
  ],
  'lu@harbour.example': [
    'Devlog: the lighthouse beam now sweeps properly and lights up the rocks. Only took four rewrites. #gamedev',
    'Spent the day on fog. Fog is hard. Fog is mostly about what you do not draw. #gamedev',
    'Playtester feedback: "the seagull is too loud". The seagull stays.',
    'Added a tiny cat to the keeper’s cottage. Morale in the studio has improved.',
    'Friday devlog will be late because I fell into a rabbit hole about historic lamp oils.',
  ],
  [`greta@xn--bcherei-n2a.example`]: [
    'Library tip: we lend more than books. Seeds, tools, board games, and one very popular sewing machine. #books',
    'Heute: Lesestunde für Kinder. Today: reading hour for children. They chose a book about a worried dragon.',
    'The interlibrary loan system is the closest thing we have to magic.',
    'Found a bookmark in a returned book: a pressed four-leaf clover. Kept it on the noticeboard for the owner.',
    'Weeding the collection today. Librarians call it weeding; everyone else calls it "throwing away books" and gasps.',
  ],
  [`jonas@xn--bcherei-n2a.example`]: [
    'Word of the day: "Fernweh", a longing for places you have never been. #translation',
    'Translating a cookbook. Every recipe says "a pinch". Whose pinch? How large are their fingers?',
    'The hardest words to translate are the small ones. "Just", "still", "already".',
    'Finished a draft, read it aloud, rewrote half of it. Normal Tuesday.',
    'Word of the day: "Feierabend", the moment work ends and the evening begins. Enjoy yours. #translation',
  ],
  [`ayla@xn--bcherei-n2a.example`]: [
    'Inked four pages today. My hand is a claw, but a happy claw. #comics',
    'Panel layouts are rhythm. Big panel, small, small, big. Like a drum. #comics',
    'Ran out of black ink at midnight. Used coffee. It is a mood now.',
    'Convention table is booked! Printing zines this week.',
    'Thumbnails first, always. A bad thumbnail saves a week of bad pages.',
  ],
};
