/**
 * Seed corpus for the Teahouse demo forum.
 *
 * Plain data only: the deterministic demo seed picks from these lists to build
 * threads, replies and comments. Images refer to files in public/images.
 */

export interface StarterText {
  /** Short thread title, becomes a bold/header first line. */
  title: string
  /** 1–3 paragraphs, 1–4 sentences each. Long ones are welcome for a few threads (one or two of ~8 sentences) so a feed needs to clamp them. */
  paragraphs: string[]
  /** Optional bullet or numbered list items (2–6). */
  list?: { ordered: boolean; items: string[] }
  /** Optional short quotation line. */
  quote?: string
  /** Optional link: the text and an https URL to a real, stable public page (e.g. en.wikipedia.org articles about teas). */
  link?: { text: string; url: string }
  /** Optional: an image file name from public/images (see below); gallery threads must have one. */
  image?: string
  /** 1–2 category tags, lowercase, chosen from the board's category list below. */
  categories: string[]
  /** Optional content warnings, lowercase short phrases (e.g. 'spoilers', 'food', 'caffeine overload', 'bugs'). About 1 in 8 threads has one. */
  contentWarnings?: string[]
  /** Optional whisper tags: short lowercase asides like 'first post', 'long story', 'pls help'. About 1 in 4 threads. */
  whisperTags?: string[]
  /** Optional index tags: lowercase, e.g. 'guide', 'faq', 'weekly'. About 1 in 6 threads. */
  indexTags?: string[]
}

export const boardStarters: {
  'tea-room': StarterText[] // exactly 46 threads; brewing, gear, recipes, events, stories, questions
  gallery: StarterText[] // exactly 8 threads; art, photos, crafts; every one has an image
  'kettle-corner': StarterText[] // exactly 7 threads; chat, music, books, games
  'back-room': StarterText[] // exactly 5 threads (members only); planning, meta
  harbor: StarterText[] // exactly 4 threads (the harbor realm); harbor, weather
} = {
  'tea-room': [
    {
      title: 'Water temperature for green tea: how fussy are you?',
      paragraphs: [
        'I keep reading that green tea should never meet boiling water, and I believe it, but I also have one kettle and zero patience. Right now I boil, wait until the steam looks polite, and hope for the best.',
        "Do you measure, guess, or pour a splash of cold water in first? I'm after the lazy person's method that still tastes lovely.",
      ],
      categories: ['brewing', 'questions'],
      whisperTags: ['pls help'],
    },
    {
      title: 'My gongfu setup finally feels right',
      paragraphs: [
        "After two years of shuffling things around the tray, I think I've found the layout. Gaiwan in the middle, pitcher to the right, cups in a little arc, and the waste bowl far enough away that I stop knocking it over.",
        'The funny part is that none of it is expensive. The tray is a bamboo cutting board with a drip towel folded underneath, and it works better than the fancy one I sold.',
      ],
      list: {
        ordered: false,
        items: [
          'One gaiwan, about 100 ml',
          'A glass pitcher so I can see the colour',
          'Four tiny cups, none of them matching',
          'A tea towel that has seen things',
        ],
      },
      categories: ['gear', 'brewing'],
    },
    {
      title: 'Cold brew season has officially begun',
      paragraphs: [
        'The first warm week arrived and my fridge is already full of jars. Cold brewing is the most forgiving thing in the world: leaves, water, time, done.',
        "Here is my basic method for anyone who wants to try it this weekend. Add your own tweaks below, I'm always hunting for new combinations.",
      ],
      list: {
        ordered: true,
        items: [
          'Put about 10 g of loose tea in a 1 litre jar',
          'Fill with cool filtered water and give it a gentle swirl',
          'Leave it in the fridge for 6 to 10 hours',
          'Strain, pour over ice, and feel smug',
        ],
      },
      categories: ['brewing', 'recipes'],
      indexTags: ['guide'],
    },
    {
      title: 'Chai from scratch, the slow Sunday way',
      paragraphs: [
        'Every Sunday I make a pot of chai that fills the whole flat with cardamom. It takes about twenty minutes, most of which is me standing over the pan pretending to supervise.',
        'I crush the spices with the bottom of a mug because I never bought a mortar. The trick is to let the spices simmer in water before the tea and milk go in, so they really open up.',
      ],
      list: {
        ordered: false,
        items: [
          'Green cardamom pods, lightly cracked',
          'A thumb of fresh ginger, sliced',
          'Two cloves and a stick of cinnamon',
          'A few black peppercorns for warmth',
          'Strong black tea, milk, and sugar to taste',
        ],
      },
      link: {
        text: 'Masala chai on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Masala_chai',
      },
      categories: ['recipes'],
    },
    {
      title: 'The great milk-first debate, round forty',
      paragraphs: [
        'I know we have done this before. I know. But my new housemate puts the milk in first, before the tea has even been poured, and I need the forum to tell me how to feel.',
        'In fairness, their tea tastes fine. Maybe better than mine. That is what worries me.',
      ],
      quote: 'Milk first is a lifestyle, not a mistake.',
      categories: ['questions', 'stories'],
      whisperTags: ['ok hear me out'],
    },
    {
      title: 'Spring tea swap: sign-ups open',
      paragraphs: [
        'The spring swap is back! Everyone sends a small parcel of teas they love to one matched member, and receives a parcel from someone else. It is always the nicest post of the year.',
        'Sign-ups stay open for two weeks. Please read the little rules list before you join, mostly so nobody ends up with six bags of the same supermarket peppermint.',
      ],
      list: {
        ordered: true,
        items: [
          'Reply here with the region you can ship to',
          'Tell us one tea you love and one you really do not',
          'Send your parcel within ten days of matching',
          'Post a picture when yours arrives',
        ],
      },
      categories: ['events'],
      indexTags: ['event'],
    },
    {
      title: 'A teapot that survived three house moves',
      paragraphs: [
        "This brown teapot has been with me through three flats, one questionable boyfriend, and a removal van that went over a speed bump much too fast. It has a chip on the spout and the lid rattles if you look at it. It was the first thing I bought with my own money, from a charity shop, for the price of a sandwich. Every time I moved, I wrapped it in the same striped jumper and carried it on my lap instead of packing it. Friends have laughed about this, and then quietly asked me to make them a pot. It brews a perfectly ordinary black tea that somehow tastes better than it should. I don't think it is the pot, exactly, but I'm not going to test that theory. Anyway, it is sitting on the windowsill of the new place now, and the new place finally feels like home.",
      ],
      categories: ['stories'],
    },
    {
      title: 'Beginner FAQ: where do I even start?',
      paragraphs: [
        'Welcome in! This thread gathers the questions new members ask most often, so you can skip the overwhelm and get to the good part, which is drinking tea.',
        'Short version: start with whatever you already enjoy, buy small amounts, and change one thing at a time. Nobody here will judge your teabags.',
      ],
      list: {
        ordered: false,
        items: [
          'Loose leaf or bags? Both are fine. Loose gives you more room to play.',
          'Do I need special gear? A mug and a strainer will carry you a long way.',
          'How much tea? Start around 2 to 3 g per cup and adjust from there.',
          'Where do I ask questions? Right here, any time.',
        ],
      },
      categories: ['questions', 'brewing'],
      indexTags: ['faq', 'beginner'],
    },
    {
      title: 'Is a variable-temperature kettle worth it?',
      paragraphs: [
        "Mine is on its last legs and I'm torn between a simple one and the kind with little buttons for every temperature. The fancy one costs about three times as much.",
        'For those who own one: do you actually use the settings, or does it live on 100 like everything else?',
      ],
      categories: ['gear', 'questions'],
    },
    {
      title: 'Honey and ginger tea for scratchy throats',
      paragraphs: [
        'Half the office has a cold and I have been making this on repeat. It is not medicine, but it is warm and kind and makes the afternoon bearable.',
        'Grate a good knob of ginger into a mug, pour over hot water, leave it for five minutes, then stir in honey and a squeeze of lemon. Wrap both hands around it and sit very still.',
      ],
      categories: ['recipes'],
    },
    {
      title: 'Moonlit tasting night recap',
      paragraphs: [
        'Thank you to everyone who came to the lantern tasting last Friday! We had eleven people, six teas, two thermoses of hot water, and one very curious fox at the edge of the garden.',
        'The surprise hit was the roasted oolong, which everyone agreed tasted like toasted bread and late summer. Notes from each table are below if you want to compare.',
      ],
      quote: 'Everything tastes better by lantern light.',
      image: 'lantern-night.svg',
      categories: ['events', 'stories'],
    },
    {
      title: 'Rinsing leaves: ritual or necessity?',
      paragraphs: [
        "I was taught to rinse oolong and pu-erh with a quick pour of hot water before the first real steep. A friend says it is pure habit and I'm throwing away the best cup.",
        "Who's right? Does it depend on the tea, or is it one of those things where we all just do what our first teacher did?",
      ],
      categories: ['brewing', 'questions'],
    },
    {
      title: 'The biscuit tier list nobody asked for',
      paragraphs: [
        "I spent an entire rainy afternoon ranking biscuits by how well they survive a dunk, and I'm afraid I have opinions now.",
        'Shortbread sits at the very top for structural integrity. Ginger nuts are close behind, and anything with a chocolate coating is disqualified for leaving a film on the tea. Please argue with me, I have nothing else planned.',
      ],
      image: 'biscuit-tower.svg',
      categories: ['recipes', 'stories'],
      whisperTags: ['unpopular opinion'],
    },
    {
      title: 'Yixing clay pots: dedicating one to a single tea',
      paragraphs: [
        'I finally own a small unglazed clay pot, and everyone says to use it for only one kind of tea so it can season properly. That feels like a big commitment for a pot the size of an orange.',
        'Which tea did you choose for yours, and do you ever regret it?',
      ],
      link: {
        text: 'Yixing clay teapot',
        url: 'https://en.wikipedia.org/wiki/Yixing_clay_teapot',
      },
      categories: ['gear'],
    },
    {
      title: 'I accidentally made tea with sparkling water',
      paragraphs: [
        'It was early, the bottle was unmarked, and I was very sleepy. The kettle made a noise I have never heard before and the tea came out flat and strangely salty.',
        'Nothing exploded, everyone is fine, and I have learned to label things. Has anyone else had a tea mishap this silly, or is it just me?',
      ],
      categories: ['stories'],
      whisperTags: ['mild chaos'],
    },
    {
      title: 'Weekly brewing challenge: one leaf, three temperatures',
      paragraphs: [
        "This week's challenge is simple: pick one tea and brew it three times, changing only the water temperature. Write down what changes in the cup, even if it is just a feeling.",
        'Post your notes here by Sunday. Bonus points for teas you thought you already knew inside out.',
      ],
      list: {
        ordered: true,
        items: [
          'Brew at around 70 degrees',
          'Brew again at around 85 degrees',
          'Brew one last time just off the boil',
          'Share which one surprised you',
        ],
      },
      categories: ['brewing', 'events'],
      indexTags: ['weekly'],
    },
    {
      title: 'Matcha lumps and how I finally beat them',
      paragraphs: [
        'For months my matcha looked like pond water with islands in it. It turns out the fix was embarrassingly simple: sift it first, then add a tiny splash of water and make a paste before the rest goes in.',
        'I also stopped whisking in circles. A quick zigzag, wrist loose, gets a proper foam in about fifteen seconds.',
      ],
      link: {
        text: 'Matcha on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Matcha',
      },
      image: 'matcha-whisk.svg',
      categories: ['brewing', 'gear'],
    },
    {
      title: "Scones that don't crumble into dust",
      paragraphs: [
        'My scones used to collapse the moment anyone looked at them. After many trays, here is what helped: cold butter, a light hand, and not twisting the cutter.',
        'I bake them close together on the tray so they rise upwards instead of outwards. Serve warm, with too much jam and a pot of something strong.',
      ],
      link: {
        text: 'Scone on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Scone',
      },
      categories: ['recipes'],
      contentWarnings: ['food'],
    },
    {
      title: 'How long do opened tea tins really last?',
      paragraphs: [
        'I have a cupboard of half-finished tins going back, um, a while. Some still smell lovely and some smell like the inside of a cardboard box.',
        "Is there a rough rule for greens versus blacks versus oolongs? I'd like to be a bit more sensible before the next shopping trip.",
      ],
      categories: ['questions'],
    },
    {
      title: 'Found a spider living in my tea caddy',
      paragraphs: [
        'I opened the tin of breakfast tea this morning and a small spider looked up at me like I was the one intruding. We stared at each other for a long moment.',
        "I carried the whole tin out to the garden and we parted on good terms. I have since bought a caddy with a proper lid, and I'm drinking coffee today out of solidarity with my nerves.",
      ],
      categories: ['stories'],
      contentWarnings: ['spiders'],
      whisperTags: ['long story'],
    },
    {
      title: 'Tea cosy knitting circle, Thursday evenings',
      paragraphs: [
        'A few of us have started meeting online on Thursday evenings to knit or crochet tea cosies while chatting. Skill level does not matter at all; one member is still on her very first lumpy square.',
        'Bring a pot of tea and whatever project you have. Patterns are shared in the thread as we go.',
      ],
      link: {
        text: 'Tea cosy on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Tea_cosy',
      },
      categories: ['events'],
    },
    {
      title: 'Gaiwan burns: tips for asbestos fingers',
      paragraphs: [
        'Every time I pour from my gaiwan I yelp. The lid is fine, the rim is fine, but the moment my fingertips touch the edge it feels like a stove.',
        "Is there a grip I'm missing, or do I just need a thicker gaiwan? My fingertips would be very grateful for advice.",
      ],
      categories: ['gear', 'questions'],
      contentWarnings: ['minor burns'],
      whisperTags: ['pls help'],
    },
    {
      title: 'Smoky teas for people who say they hate smoky teas',
      paragraphs: [
        'I used to think smoky tea tasted like a bonfire in a mug. Then someone brewed me a lighter one, short steep, cooler water, and it tasted more like a cosy cabin than a campfire.',
        'If you have written smoky teas off, give them one more chance with a very gentle brew. Report back and tell me I was right.',
      ],
      link: {
        text: 'Lapsang souchong',
        url: 'https://en.wikipedia.org/wiki/Lapsang_souchong',
      },
      categories: ['brewing'],
    },
    {
      title: 'Reading tea leaves, just for fun',
      paragraphs: [
        'My aunt used to swirl the last of her cup and tell us what the leaves said. Mostly they said we would have a pleasant week and should tidy our rooms.',
        "Last night I tried it for myself and saw either a bird, a boot, or a very small dinosaur. I'm choosing the dinosaur. What do your leaves say?",
      ],
      categories: ['stories'],
      whisperTags: ['very serious'],
    },
    {
      title: 'Iced hibiscus with orange peel',
      paragraphs: [
        'Deep red, tart, and great for hot afternoons. Steep dried hibiscus in hot water with a strip of orange peel, sweeten while warm, then chill it.',
        "It looks spectacular in a glass jug with ice and a few orange slices. Guests always think I've gone to a lot of trouble.",
      ],
      categories: ['recipes'],
    },
    {
      title: 'Library tea hour is back',
      paragraphs: [
        'The little branch library near me has restarted its Wednesday tea hour. There is an urn, a tin of biscuits, and a table of books people can swap.',
        "If you live nearby or run something similar in your area, share it here. I'd love a map of all our tiny tea gatherings.",
      ],
      categories: ['events'],
    },
    {
      title: 'What is your desert island tea?',
      paragraphs: [
        'You are stranded on a lovely island with fresh water, a kettle, and one tea for the rest of your days. Which one do you choose?',
        'I keep saying a plain, strong breakfast blend, but that might be the sleepiness talking.',
      ],
      categories: ['questions'],
      whisperTags: ['late night post'],
    },
    {
      title: 'Thermos recommendations for long walks',
      paragraphs: [
        'I walk for hours at weekends and want to bring proper hot tea, not lukewarm sadness. What flask keeps things hot for six hours and does not leak into my bag?',
        'Bonus if it has a cup lid that is actually pleasant to drink from.',
      ],
      categories: ['gear'],
    },
    {
      title: "Grandmother's tin of mystery leaves",
      paragraphs: [
        "While clearing out my grandmother's kitchen we found a small tin with no label and a handful of dark, twisted leaves inside. She always had a pot going, so of course we brewed it.",
        'It tasted earthy and a little sweet, and the whole family went quiet for a while. We still do not know what it was, and honestly I think I prefer it that way.',
      ],
      categories: ['stories'],
      contentWarnings: ['loss'],
    },
    {
      title: 'Gyokuro at low temperatures, a small obsession',
      paragraphs: [
        'I have fallen down a very specific rabbit hole. Gyokuro, brewed with barely warm water, tastes almost like a broth, rich and sweet and a little bit of the sea. The first time I tried it, I honestly thought I had made a mistake. Then the second cup arrived and it was brighter, like the flavour had been waiting for permission. Now I use a tiny pot, a lot of leaf, and water that has cooled for ages. Friends watch me wait and ask if the kettle is broken. It is the calmest five minutes of my day. I realise this is not a practical hobby, but it is a happy one.',
      ],
      link: {
        text: 'Gyokuro on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Gyokuro',
      },
      categories: ['brewing'],
      whisperTags: ['small obsession'],
    },
    {
      title: 'Window seats and the tea that goes with them',
      paragraphs: [
        "There is a particular kind of tea that only tastes right in a window seat with rain on the glass. For me it is a malty Assam with a splash of milk and a book I've read before.",
        'Tell me about your window, real or dreamed. What is in the cup, and what is outside?',
      ],
      image: 'cozy-window.svg',
      categories: ['stories'],
    },
    {
      title: 'Tea-infused butter: yes, really',
      paragraphs: [
        'Gently warm butter with a spoonful of Earl Grey leaves, strain it, and let it set. It makes the most wonderful shortbread and an unreasonably good piece of toast.',
        'Next I want to try it with smoky tea for savoury things. Has anyone been brave enough?',
      ],
      categories: ['recipes'],
    },
    {
      title: 'Community tea tasting in the park, next month',
      paragraphs: [
        'We are planning an outdoor tasting for the first Saturday next month, weather permitting. Bring a blanket, a cup, and one tea to share with the group.',
        'We will set up near the bandstand around eleven. If it rains, we move to the cafe next door, who have kindly promised not to mind.',
      ],
      quote: 'Bring a cup, leave with a new favourite.',
      categories: ['events'],
      indexTags: ['event'],
    },
    {
      title: 'Why does my oolong taste different every time?',
      paragraphs: [
        "Same tea, same pot, same kettle, and yet one day it's floral and the next it's all toast. I'm starting to think the tea has moods.",
        'Is it the water, the amount of leaf, or me? I would love a checklist of things to keep steady.',
      ],
      link: {
        text: 'Oolong on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Oolong',
      },
      categories: ['brewing', 'questions'],
    },
    {
      title: 'The cheapest gear upgrade that changed everything',
      paragraphs: [
        'Mine was a kitchen scale that measures to a tenth of a gram. It cost less than a fancy tin of tea and suddenly every cup came out the way I wanted.',
        'What was yours? I suspect half of you will say a timer and the other half will say a better mug.',
      ],
      categories: ['gear'],
      whisperTags: ['slightly smug'],
    },
    {
      title: 'Earl Grey variations worth trying',
      paragraphs: [
        "Plain Earl Grey is a classic, but there's a whole family out there. Lady Grey has a softer citrus, some blends add lavender, and a green-tea Earl Grey is a lovely spring surprise.",
        'I also like adding a few dried cornflowers just because they look pretty. Share your favourite twist!',
      ],
      link: {
        text: 'Earl Grey tea',
        url: 'https://en.wikipedia.org/wiki/Earl_Grey_tea',
      },
      categories: ['brewing', 'recipes'],
    },
    {
      title: 'Tea ceremony workshop notes',
      paragraphs: [
        "I went to a beginners' workshop on the Japanese tea ceremony at the community centre, and I'm still thinking about it. The most surprising part was how much of it is about attention rather than the tea itself.",
        'We practised folding a silk cloth for almost half an hour. I was terrible at it and it was the most relaxing afternoon I have had in months.',
      ],
      link: {
        text: 'Japanese tea ceremony',
        url: 'https://en.wikipedia.org/wiki/Japanese_tea_ceremony',
      },
      categories: ['events', 'stories'],
    },
    {
      title: 'Does anyone else talk to their kettle?',
      paragraphs: [
        'Every morning I say good morning to my kettle. When it clicks off I say thank you. My partner has started doing it too, and I consider this a victory.',
        "Please tell me I'm not alone, or at least pretend.",
      ],
      categories: ['stories', 'questions'],
      whisperTags: ['no judgement'],
    },
    {
      title: 'Caffeine-free evening brews',
      paragraphs: [
        'I love a cup before bed but my sleep does not love caffeine. Here is a growing list of gentle evening options, and please add yours below.',
      ],
      list: {
        ordered: false,
        items: [
          'Rooibos, plain or with a little vanilla',
          'Chamomile with a slice of apple',
          'Lemon verbena, bright and soft',
          'Roasted barley, toasty and calm',
          'Fresh mint from the windowsill',
        ],
      },
      link: {
        text: 'Rooibos on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Rooibos',
      },
      categories: ['questions', 'brewing'],
      indexTags: ['guide'],
    },
    {
      title: 'Samovar at a flea market, help me decide',
      paragraphs: [
        'There is a beautiful old brass samovar at my local flea market and I have visited it three weekends in a row. It is a bit dented and the seller swears it works.',
        'Is it madness to buy one with no real idea how to use it? Tell me honestly, or better yet, tell me to go for it.',
      ],
      link: {
        text: 'Samovar on Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Samovar',
      },
      categories: ['gear', 'questions'],
      whisperTags: ['pls help'],
    },
    {
      title: 'Eleven cups before noon, a cautionary tale',
      paragraphs: [
        "I was doing a tasting of new samples and forgot that tiny cups still add up. By eleven o'clock I had reorganised the spice drawer, written three emails, and could hear colours.",
        'Please learn from me. Spit cups exist for a reason, and so does lunch.',
      ],
      categories: ['stories'],
      contentWarnings: ['caffeine overload'],
      whisperTags: ['learned my lesson'],
    },
    {
      title: 'Matcha shortbread that actually tastes of matcha',
      paragraphs: [
        'Most matcha biscuits I have tried are pretty and green and taste of nothing. The secret, I think, is using a good amount and not overbaking so the colour and flavour stay bright.',
        'I roll the dough into a log, chill it, then slice and bake at a low temperature. They keep for a week in a tin, in theory.',
      ],
      categories: ['recipes'],
    },
    {
      title: 'Advent of tea: December calendar planning',
      paragraphs: [
        "Every year a few of us do a tea advent calendar, one small sample for each day of December. This year I'd love to make it a community thing.",
        'Ideas so far: everyone picks a day and shares what they are drinking, with a little story behind it. Tell me what would make it fun for you.',
      ],
      categories: ['events'],
      indexTags: ['seasonal'],
    },
    {
      title: 'Storing tea in a humid flat',
      paragraphs: [
        "My kitchen gets steamy whenever I cook, and I think it's ruining my tea. One tin of green now smells faintly of old cupboard.",
        "What do you store yours in, and where? I am willing to give up a whole shelf in the bedroom if that's what it takes.",
      ],
      categories: ['questions', 'gear'],
      contentWarnings: ['mould'],
    },
    {
      title: 'Strainer versus infuser versus loose in the pot',
      paragraphs: [
        "Let's settle this kindly. Do you use a basket infuser, a strainer over the cup, or just throw the leaves loose in the pot and pour through?",
        "I'm a loose-in-the-pot person, but I admit there are often leaves in my last sip.",
      ],
      list: {
        ordered: false,
        items: ['Basket infuser', 'Strainer over the cup', 'Loose in the pot', 'Teabags and no regrets'],
      },
      categories: ['gear', 'brewing'],
      indexTags: ['poll'],
    },
    {
      title: 'Monthly newcomer introductions',
      paragraphs: [
        'New here? Say hello! Tell us your name or nickname, what you usually drink, and one thing you would like to learn about tea.',
        'Old-timers, please come and say hello too. Everyone was new once, even the person who owns nine gaiwans.',
      ],
      categories: ['stories', 'events'],
      whisperTags: ['first post'],
      indexTags: ['monthly'],
    },
  ],
  gallery: [
    {
      title: 'Sunrise teapot sketch',
      paragraphs: [
        'A quick watercolour from this morning, painted while the kettle warmed up. The light came through the window and turned the whole teapot gold for about four minutes.',
      ],
      image: 'teapot-sunrise.svg',
      categories: ['art'],
      whisperTags: ['first post'],
    },
    {
      title: 'Terraces at golden hour',
      paragraphs: [
        'Photos from a walk through a tea garden on holiday. The rows curve around the hill like someone combed it. I could have stayed until dark.',
        'One close-up has a ladybird sitting on a leaf, so skip that one if little creatures are not your thing.',
      ],
      image: 'tea-fields.svg',
      categories: ['photos'],
      contentWarnings: ['bugs'],
    },
    {
      title: 'Steam study in ink',
      paragraphs: [
        'I have been trying to draw steam for weeks and it keeps turning into spaghetti. This is the first one that looks like it might actually float away.',
      ],
      image: 'steam-spirals.svg',
      categories: ['art'],
    },
    {
      title: 'Moon cup, a glaze experiment',
      paragraphs: [
        'My pottery class let us try a new pale blue glaze, and this cup came out of the kiln looking like a full moon. There is a tiny crater where a bubble burst, and I love it.',
        "It holds exactly one gongfu steep. Coincidence? Absolutely, but I'm pretending it was planned.",
      ],
      image: 'moon-cup.svg',
      categories: ['crafts'],
    },
    {
      title: 'Still life with kettle and pears',
      paragraphs: [
        'An old-fashioned still life for an old-fashioned kettle. I set it up on the kitchen table and then had to wait two days to eat the pears.',
      ],
      image: 'kettle-still-life.svg',
      categories: ['art', 'photos'],
    },
    {
      title: 'Autumn leaves pressed into coasters',
      paragraphs: [
        'I pressed leaves from the park in a heavy book, then sealed them into resin coasters. Every mug now sits on a little piece of October.',
        'Happy to share how I did it if anyone wants to try. Fair warning: the book never fully recovered.',
      ],
      image: 'autumn-leaves.svg',
      categories: ['crafts'],
    },
    {
      title: 'Cherry blossom cup from the spring market',
      paragraphs: [
        'Found this cup at a spring market stall and had to have it. The petals are painted by hand and seem to drift right around the rim.',
      ],
      image: 'cherry-blossom-cup.svg',
      categories: ['photos'],
    },
    {
      title: 'Harbor tea at dusk',
      paragraphs: [
        'Took this on the pier with a paper cup of something hot and a lot of gulls for company. The lights were just coming on along the water.',
      ],
      image: 'harbor-tea.svg',
      categories: ['photos', 'art'],
    },
  ],
  'kettle-corner': [
    {
      title: "What's playing while your kettle boils?",
      paragraphs: [
        "I have a three-minute song that lines up almost perfectly with my kettle, and I'm weirdly proud of it. What is on your morning playlist?",
      ],
      categories: ['music'],
    },
    {
      title: 'Cosy mystery recommendations',
      paragraphs: [
        'I want books where there is a small-village crime, a suspicious vicar, and at least one scene with scones. Nothing too grim, please.',
        "Share your favourites below. If you discuss endings, mark it clearly so nobody's weekend read gets ruined.",
      ],
      categories: ['books'],
      contentWarnings: ['spoilers'],
    },
    {
      title: 'Board games that pair well with tea',
      paragraphs: [
        'The ideal tea game is slow, calm, and does not require both hands at all times. Card games with a tidy table footprint get bonus points.',
        'What do you play on a quiet evening with a pot between you?',
      ],
      categories: ['games'],
    },
    {
      title: 'Rainy day small talk thread',
      paragraphs: [
        "It is grey and drizzly here and I want to chat about nothing in particular. How is everyone doing? What's the best small thing that happened this week?",
      ],
      categories: ['chat'],
      indexTags: ['weekly'],
    },
    {
      title: 'The kettle hum is a perfect B flat, fight me',
      paragraphs: [
        'I checked with a tuning app and my kettle hums almost exactly a B flat just before it clicks off. I now hum along every single morning.',
        "Does yours have a note? Let's form the world's worst orchestra.",
      ],
      categories: ['music', 'chat'],
      whisperTags: ['tiny rant'],
    },
    {
      title: 'Cosy video games for long evenings',
      paragraphs: [
        'Looking for games about farming, tidying, decorating, or wandering around a pretty place. Low stakes, soft music, nobody shouting at me.',
        'Bonus points if there is an in-game tea shop.',
      ],
      categories: ['games'],
    },
    {
      title: 'Your comfort reread',
      paragraphs: [
        'Which book do you return to when everything feels like too much? Mine is a battered paperback I first read at twelve, and it still smells faintly of bergamot.',
      ],
      categories: ['books', 'chat'],
    },
  ],
  'back-room': [
    {
      title: 'Secret Santa logistics draft',
      paragraphs: [
        "Draft plan for this year's Secret Santa, please poke holes in it. Sign-ups open on the first of November and close two weeks later, with matches going out that weekend.",
        'Suggested budget is small on purpose, so people can join without worrying. We also need one volunteer to handle members who cannot ship abroad.',
      ],
      list: {
        ordered: true,
        items: [
          'Open sign-ups on the first of November',
          'Close sign-ups two weeks later',
          'Send matches by private message',
          'Ask everyone to post when their parcel lands',
        ],
      },
      categories: ['planning'],
      indexTags: ['draft'],
    },
    {
      title: 'Realm rules rewrite, second pass',
      paragraphs: [
        'Here is the second pass of the realm rules. I tried to make them shorter and friendlier while keeping the important bits.',
        'Please comment on anything that reads as too stern. We want the tone of a kind host, not a noticeboard in a car park.',
      ],
      list: {
        ordered: true,
        items: [
          'Be kind, especially to newcomers',
          'Keep threads roughly on topic, small detours welcome',
          'Use content warnings when in doubt',
          'No selling without asking a moderator first',
          'Report problems instead of arguing in the thread',
        ],
      },
      quote: 'Rules should feel like a welcome mat, not a fence.',
      categories: ['meta'],
    },
    {
      title: 'Moderation rota for the holidays',
      paragraphs: [
        "A lot of us will be away over the holidays, so let's make sure someone is checking the queue each day. Pick the days that suit you below.",
        "If nobody can take a day, we'll switch new threads to approval-only for that stretch. That is fine, it happened last year and nobody minded.",
      ],
      categories: ['planning', 'meta'],
    },
    {
      title: 'Should we open a third realm?',
      paragraphs: [
        'The harbor realm has been such a nice experiment that people are asking about another. Ideas so far are a garden realm and a baking realm.',
        "Before we vote, let's talk about whether we have enough moderators to look after it. Growing slowly has served us well.",
      ],
      categories: ['meta'],
      whisperTags: ['thinking out loud'],
    },
    {
      title: 'Spring tea swap: behind-the-scenes checklist',
      paragraphs: [
        'Checklist for running the spring swap so it goes as smoothly as last time. Tick things off in replies as they get done.',
      ],
      list: {
        ordered: true,
        items: [
          'Post the sign-up thread in the tea room',
          'Collect regions and preferences in a shared sheet',
          'Match people and double-check shipping regions',
          'Send gentle reminders halfway through',
          'Follow up with anyone whose parcel went missing',
        ],
      },
      categories: ['planning'],
    },
  ],
  harbor: [
    {
      title: 'Welcome to the Harbor shack',
      paragraphs: [
        'Welcome to the little tea shack at the end of the pier. The kettle is always on, the benches are a bit damp, and the view is worth it.',
        'This realm is for seaside stories, salty air, and tea drunk out of chunky mugs with cold hands. Pull up a crate and say hello.',
      ],
      quote: 'Wipe your boots, mind the gulls, help yourself to the pot.',
      categories: ['harbor'],
    },
    {
      title: 'Fog rolling in, kettle on',
      paragraphs: [
        'The fog came in off the water at about four and swallowed the lighthouse whole. All you can hear is the foghorn and the kettle starting to rumble.',
        'Perfect weather for a strong brew and a long chat. What is the view like from your window today?',
      ],
      categories: ['weather'],
    },
    {
      title: 'Storm warning: shutters and thermos duty',
      paragraphs: [
        'Big wind forecast for tonight, so the shutters are going up and every thermos we own is getting filled. The boats are tied down twice over.',
        'If you are on the coast too, stay safe and stay warm. Post a check-in here once it passes.',
      ],
      categories: ['weather', 'harbor'],
      contentWarnings: ['storms'],
    },
    {
      title: "Fisher's breakfast brew recipe",
      paragraphs: [
        'The crews who come in at dawn swear by this one: very strong black tea, a spoon of condensed milk, and a pinch of salt you will swear you cannot taste.',
        'It is not subtle. It is exactly what you want after four hours on cold water.',
      ],
      categories: ['harbor'],
    },
  ],
}

/** One thread that will hold over a thousand replies: a long-running community thread. */
export const bigThread: StarterText = {
  title: 'The Endless Tea Diary: post what you are drinking today',
  paragraphs: [
    'One thread, no rules beyond kindness: tell us what is in your cup today and a little bit about the moment. A sentence is plenty, a paragraph is welcome.',
    'It does not have to be fancy. Supermarket teabags at a bus stop count just as much as a rare oolong on a mountain.',
  ],
  categories: ['stories'],
  whisperTags: ['forever thread'],
  indexTags: ['diary'],
}

/** 160 distinct short replies (1–3 sentences) that fit under almost any thread. */
export const replyLines: string[] = [
  'This is exactly the kind of thread I needed today. Thank you for starting it.',
  'I tried this last weekend and it worked beautifully. My only change was a slightly shorter steep.',
  'Oh, I love this! Saving it for the next rainy afternoon.',
  "Gently disagreeing here: I think the water matters more than the leaf. But I'm happy to be proven wrong.",
  "Has anyone tried this with a green tea instead? I'm curious whether it holds up.",
  'My grandmother did something very similar, and reading this brought it all back.',
  'Counterpoint: chaos is also a valid brewing method. Mine just never tastes the same twice.',
  'Following this thread with great interest and a fresh pot.',
  "I used to think the same, until a friend made me a cup the other way. Now I'm not sure of anything.",
  'What size pot are you using? That might explain the difference.',
  'This made me smile on a grey morning. Thank you.',
  'I have so many questions, but mostly: where did you find that?',
  'Honestly, I think you are overthinking it, in the nicest possible way. Trust your tongue.',
  "I'm going to try this tonight and report back. Wish me luck.",
  'Adding my vote for the simple approach. Fewer steps, happier me.',
  'Lovely post. The detail about the windowsill is perfect.',
  'Slightly different take: I find a longer, cooler steep gives a rounder cup. Worth an experiment?',
  'Yes! Finally someone else who does this. I thought I was the only one.',
  'Could you share roughly how much leaf you use? I always end up with too much.',
  'This is the most wholesome thing I have read all week.',
  'I tried it and, sadly, not for me. But I can see why people love it.',
  'My cat sat on the keyboard while I was reading this, so consider that a strong endorsement.',
  "I'd add a pinch of patience to this recipe. Everything tastes better when you're not in a hurry.",
  'Did you notice any difference between the first and second steep? Mine changed a lot.',
  'Bookmarking this for when my new kettle arrives.',
  'I respectfully disagree about the biscuits, but I respect your courage.',
  'This is such a kind and thorough answer. The forum is lucky to have you.',
  'Same experience here. It took me ages to realise the problem was my tap water.',
  'A small tip from a fellow enthusiast: warm the cups first. It makes a surprising difference.',
  "I'm new here and this thread has already taught me three things. Thank you all.",
  'Now I want to go and make tea, which I suppose was always going to happen.',
  "Maybe it's nostalgia talking, but I still think the old way is best.",
  'What a beautiful idea. Count me in if there is room.',
  'Honestly, that sounds delightful. How long did the whole thing take?',
  'I tried this with oat milk and it worked surprisingly well. A bit sweeter, if anything.',
  'Not sure I agree, but I love how passionately you wrote it.',
  'This is the content I come to this forum for.',
  'Does it matter which way you stir? Asking for a very pedantic friend.',
  'Every time I read this board I end up buying another tin. Please stop being so convincing.',
  'A cup of this and a blanket sounds like the perfect evening.',
  'My partner tried this and now refuses to drink it any other way. Thanks, I think?',
  'I wonder if the altitude makes a difference. Tea seems to behave oddly up in the hills.',
  "That's a lovely way to put it. I might borrow that line.",
  "Gentle pushback: a timer has saved me from so many bitter cups. I can't give it up.",
  "I have been doing it wrong for ten years and I'm only slightly embarrassed.",
  'Oh, the smell of this one alone is worth it. It fills the whole kitchen.',
  'Did the colour change at all? Mine went from pale gold to amber.',
  'So glad this thread exists. Reading it with my morning cup right now.',
  "I'll admit I laughed out loud at the ending. Great story.",
  "That's the spirit! Experiments are half the fun.",
  'This reminds me of a little cafe I visited years ago. They did exactly the same thing.',
  'I think both camps are right, honestly. It depends on the leaf and the mood.',
  'Would this work in a travel mug, or does it need a proper pot?',
  'The best advice here is the simplest: taste as you go.',
  'Lovely to see so many new names in this thread. Welcome, everyone!',
  "I tried it, and I'm converted. My old method is officially retired.",
  'Not quite my cup of tea, pun fully intended, but I enjoyed reading about it.',
  'This is so helpful. I printed it and stuck it on the fridge.',
  "Maybe it's just me, but I find that one a touch too bitter. A shorter steep helped.",
  'Where do you usually buy your leaves? Local shop or online?',
  "I'm stealing this idea for my next visit home. My parents will be thrilled.",
  "You have convinced me. I'm putting the kettle on right now.",
  'I did this once by accident and it was wonderful. Glad to know it has a name.',
  'Slightly off topic, but what mug is that? It looks perfect.',
  'Such a comforting read. It feels like a warm kitchen in text form.',
  'I think my tea has moods too. Tuesdays are always a bit grumpy.',
  'I had the opposite experience, oddly enough. It came out sweeter the cooler I brewed it.',
  'Thank you for explaining it so clearly. I finally get it.',
  'That little detail about the lid rattling made me so happy.',
  "Is there a version of this for people who don't like ginger? Asking for me.",
  "I'm so glad I'm not the only one who does this. Solidarity.",
  'This deserves to be pinned, honestly.',
  "Tried it twice: once perfect, once a disaster. I'll blame the kettle.",
  "My tip would be to buy small amounts while you're exploring. Tins add up quickly.",
  "I'm going to be thinking about this all day now.",
  "I agree with most of this, though I'd skip the sugar. The leaf is sweet enough.",
  'What a lovely tradition. Do you still keep it up?',
  'Reading this with a cup of the exact tea you mentioned. Cosmic.',
  'Small correction, if I may: I think that one is usually rolled, not twisted. Still a great write-up!',
  'Ha! I did the same thing last winter. We are kindred spirits.',
  'This thread is pure comfort. Please never end.',
  'Does anyone know if it keeps overnight in the fridge?',
  'The photos in my head from this description are lovely.',
  "Honestly, it's brave to post this. I've definitely done worse.",
  "I'd love a follow-up once you've tried it a few more times.",
  'Nothing beats the first sip of a cup you made with care.',
  'I tried something similar with lemon balm from the garden. Highly recommend.',
  "Respectfully, I'm team strainer forever. But I see the appeal.",
  'This has been on my list for ages. Maybe this is the nudge I needed.',
  'What a lovely community this is. Thanks for sharing something so personal.',
  'How did you get the foam so even? Mine always looks patchy.',
  'I keep coming back to this thread. It is a happy little corner.',
  "I'm not convinced yet, but you've made me curious enough to try.",
  'Excellent advice. I wish someone had told me this when I started.',
  'My neighbour does this every morning and now I finally understand why.',
  'Oh no, now I need a new teapot. Thanks a lot.',
  'I think the secret ingredient here is clearly the company.',
  'This is gorgeous. The colours alone make me want to put the kettle on.',
  "Could we make this a regular thing? I'd join every week.",
  "I've had mixed results with this, but I think it's down to my water.",
  "Such a clever tip. Why didn't I think of that?",
  'Honestly, teabags at the back of the cupboard have saved me more times than I can count.',
  'Love this. Any recommendations for a total beginner?',
  'I agree completely, with one tiny exception: milk always goes in last in my house.',
  "I just made a cup following your method and I'm very content right now.",
  'This is a great reminder to slow down a little.',
  "Did the smoky note fade after the second steep? I'm curious how it evolves.",
  "A very good question, and one I've never thought to ask.",
  'Wonderful write-up. I can almost smell it from here.',
  "I'm not sure I'd call it essential, but it's definitely a nice upgrade.",
  'Hello from another night owl with a mug in hand!',
  'This is the exact energy I aspire to.',
  "Has anyone tried this with decaf? I'd love a bedtime version.",
  "Oh, that sounds magical. I hope you'll do it again next year.",
  'I had to read this twice because it was so lovely the first time.',
  'Small suggestion: a saucer on top works as a lid in a pinch.',
  'My kettle is jealous now. It wants a thread of its own.',
  "I'll play devil's advocate: sometimes a quick, careless cup is exactly right.",
  "That's such a practical solution. Thank you for sharing it.",
  'This made me homesick in the best way.',
  'Can confirm, this works. Tested it twice before work today.',
  'I love how every reply here adds another small trick.',
  "I'm so sorry about the spill, but what a story!",
  "Count me as a convert. I'll never go back.",
  "Interesting! I've always done the opposite, and it seems to work too.",
  "Could you describe the taste a little more? I'm trying to imagine it.",
  'Quiet lurker here, just popping in to say this was lovely.',
  "It's the little rituals that make a day, isn't it?",
  'Thank you for the link, I went down a very happy rabbit hole.',
  'I wonder how this compares with the version my aunt makes. Hers has cloves in it.',
  "Your enthusiasm is contagious. I'm off to the shop.",
  'My first attempt was a bit weak, but the second was perfect.',
  "Tea, a good book, and this thread. That's my evening sorted.",
  "I don't always agree with you, but I always enjoy your posts.",
  'Would it help to rinse the pot with hot water first?',
  'That little tip about the lid has changed my mornings.',
  "I'm saving this for winter. It sounds like a proper comfort cup.",
  'This is such a cheerful thread. Thank you, everyone.',
  'I might be in the minority, but I actually prefer it slightly stewed.',
  'I tried the cold version and liked it even more than the hot one.',
  "What's the longest you've ever let a pot steep by accident? Mine was forty minutes.",
  'This is going straight into my notebook of good ideas.',
  'Honestly, the best tea is the one someone else makes for you.',
  "Are you planning to do this again? I'd love to come along next time.",
  'I really appreciate how gentle and patient this community is with questions.',
  "Hm, I'm not sure about that. In my experience it goes bitter quite fast.",
  'Three cheers for tiny domestic triumphs!',
  'Can we talk about how good that description was? Poetry, honestly.',
  "I've been converted by this forum so many times, I've lost count.",
  "My first thought was no way, but now I'm genuinely intrigued.",
  'That sounds like a perfect little ritual. I might start one of my own.',
  'Is it weird that I find reading about tea almost as relaxing as drinking it?',
  'Sending a virtual biscuit your way for this one.',
  "I've always wondered about this! Thanks for asking it so clearly.",
  'Quick question: does it matter if the leaves are broken or whole?',
  'I agree with the general idea, but I think a little less sugar would let the tea shine.',
  'This made my commute so much nicer. Thank you.',
  'I laughed, I nodded, I put the kettle on. Ten out of ten.',
  "I'd never have thought to combine those. Now I have to try it.",
  'This feels like a conversation over a kitchen table. Love it.',
]

/** 120 distinct short comments (one sentence or less). */
export const commentLines: string[] = [
  'Same here!',
  'Adding this to my list.',
  'Love this.',
  'Saving for later.',
  'So cosy.',
  'This is the way.',
  'Ooh, trying this tonight.',
  'Beautiful!',
  'Agreed, wholeheartedly.',
  'Not sure about this one, but okay!',
  'Ha, relatable.',
  'Kettle is on.',
  'Thank you for sharing.',
  'Same kettle, same problem.',
  'Very helpful, thanks!',
  'Yes, please.',
  'Noted!',
  "Oh, that's clever.",
  'Lovely photo in my mind.',
  'Welcome aboard!',
  'I feel seen.',
  'Bookmarked.',
  'This made my day.',
  'Tea twins!',
  'Me, every morning.',
  'Can confirm.',
  'More of this, please.',
  'What a find!',
  'Gorgeous.',
  'Counting down to the weekend for this.',
  "I'm in.",
  'Pure comfort.',
  'Stealing this idea.',
  'Such a good tip.',
  'Wonderful.',
  'Well said.',
  'Just what I needed.',
  'Oh no, not another tin.',
  'Hear, hear.',
  'Utterly charming.',
  'Sign me up!',
  'Lovely story.',
  "Hmm, I'm not convinced.",
  'Respectfully, no.',
  'Respectfully, yes.',
  'My thoughts exactly.',
  'Brilliant.',
  'Warm fuzzy feelings.',
  'Good question!',
  'Following.',
  'So jealous!',
  'Tell us more!',
  'Cheers to that.',
  'That sounds delicious.',
  'Same, but with biscuits.',
  'I needed this today.',
  'Hello, fellow tea person!',
  'Oh, the nostalgia.',
  'Love the detail.',
  'Absolutely agree.',
  'Mildly disagree, but love it.',
  'Thanks for the reminder.',
  'This is wonderful advice.',
  'Putting this on the fridge.',
  'So wholesome.',
  'Cosy vibes only.',
  'A classic.',
  'I laughed.',
  'Perfect for a rainy day.',
  'Oh, I want one.',
  'Count me in.',
  'What a lovely idea.',
  "You've convinced me.",
  'Fair point.',
  'Nice one!',
  'Seconded.',
  'Thirded, even.',
  'This is the best thread.',
  'Making a note.',
  'Trying this tomorrow.',
  'Ooh, fancy.',
  'Cute!',
  'Adorable.',
  'Wise words.',
  'Long live the kettle.',
  'Teapot appreciation hours.',
  'My favourite kind of post.',
  'Great tip, thanks.',
  'Huh, never knew that.',
  'Learned something new.',
  'Yum.',
  'Pass the biscuits.',
  'So calming to read.',
  'Just lovely.',
  'Sending tea vibes.',
  'Happy brewing!',
  'A fine choice.',
  'Excellent taste.',
  'This is art.',
  'Good luck!',
  'Fingers crossed for you.',
  'Hope it works out!',
  'Sounds perfect.',
  'Exactly right.',
  'Big mood.',
  'Same energy.',
  'Ah, a person of culture.',
  'Heart warmed.',
  'Keep us posted!',
  'Report back, please!',
  'Oh, I remember this!',
  'Tiny cheer from me.',
  'Delightful.',
  'Adding a teaspoon of agreement.',
  'Brewing along with you.',
  'One more cup, then.',
  'Cosy and correct.',
  'My kettle approves.',
  'Lovely, thank you.',
  "That's the spirit!",
]

/** 60 distinct diary-style lines for the big thread, each naming a tea and a moment. */
export const diaryLines: string[] = [
  'Genmaicha in the rain, watching the bus go by.',
  'Strong breakfast tea at dawn, before the house wakes up.',
  'Jasmine pearls on the balcony, counting pigeons.',
  'Earl Grey in my favourite chipped mug, finishing a crossword.',
  'Rooibos with vanilla, wrapped in a blanket after a long shift.',
  'Sencha at my desk, pretending the spreadsheet is a haiku.',
  'Chamomile at midnight, listening to the fridge hum.',
  'Masala chai from the corner stall, steam fogging my glasses.',
  'Roasted oolong by the fire, dog asleep on my feet.',
  'Peppermint after lunch, sun finally breaking through.',
  'Darjeeling on the train, fields sliding past the window.',
  "Hojicha with a slice of toast, reading yesterday's post.",
  'Matcha in the garden, bees busy in the lavender.',
  'Lapsang souchong while the snow falls, feeling very dramatic.',
  "Builder's tea on the building site, quite literally.",
  'Lemon and ginger in bed, nursing a sniffle.',
  'Assam with milk, watching my toddler build a sock tower.',
  'White peony in a glass, admiring the leaves unfurl.',
  "Iced hibiscus on the steps, sharing with the neighbour's kid.",
  'Gyokuro at the kitchen table, taking my time for once.',
  'English breakfast at the airport, waiting for a delayed flight.',
  'Lady Grey in the library, trying very hard not to slurp.',
  'Nettle tea from the allotment, muddy hands and all.',
  'Keemun on a Sunday morning, radio turned down low.',
  'Pu-erh after a big dinner, feeling wonderfully settled.',
  'Lemon verbena at dusk, swallows swooping overhead.',
  'Ceylon in a thermos on a hill, wind trying to steal my hat.',
  'Green tea in a paper cup, walking home under streetlights.',
  'Barley tea on ice, playing cards with my grandad.',
  'Tie guan yin in tiny cups, chatting with an old friend.',
  'Cinnamon chai while wrapping presents, tape stuck to everything.',
  "Breakfast blend at my mum's, same mug I used as a kid.",
  'Mint tea at the market, haggling badly and happily.',
  'Yunnan gold in the studio, paint drying on the easel.',
  'Chamomile with honey, the cat purring beside me.',
  'Oolong on the ferry, gulls following the wake.',
  'Decaf Earl Grey at ten at night, finishing a novel.',
  'Kukicha with soup, rain drumming on the skylight.',
  'Rooibos in the campervan, kettle on a little gas stove.',
  'Green jasmine in the office kitchen, gossiping about the printer.',
  'Assam at half six, packing lunches in the half-dark.',
  'Rose petal tea on my birthday, flowers everywhere.',
  'Smoky black tea by the bonfire, sparks rising into the dark.',
  'Bancha at the dojo, legs aching in a good way.',
  'Afternoon Darjeeling with a scone, feeling terribly posh.',
  'Hot lemon and honey, voice croaky after the concert.',
  'Sencha on the roof terrace, watching the city wake.',
  'Apple and cinnamon tisane, kitchen smelling like autumn.',
  'Lapsang in a flask, halfway up a very muddy hill.',
  'Milky tea in the hospital waiting room, holding hands.',
  'Orange pekoe at the window, counting raindrops racing.',
  'Genmaicha with onigiri, picnic in the park.',
  'Vanilla black tea, sorting old photographs on the floor.',
  'Cold brew green on a sweltering bus, absolute lifesaver.',
  'Silver needle during a thunderstorm, every light switched off.',
  'Chai latte at the laundrette, watching socks go round.',
  "Jasmine green at my sister's, the baby asleep at last.",
  'Peppermint on a night shift, the ward finally quiet.',
  'Earl Grey with lemon, first morning in the new flat.',
  'Strong black tea at the harbour, nets drying on the wall.',
]
