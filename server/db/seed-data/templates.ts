export type SeedTemplate = { title: string; description: string; content: string };

export type SeedTemplateSection = {
  name: string;
  description: string;
  templates: SeedTemplate[];
};

export const seedTemplateSections: SeedTemplateSection[] = [
  {
    name: 'Product Requirements',
    description: 'Documents that define what to build, for whom and how success will be measured.',
    templates: [
      {
        title: 'Product Requirements Document',
        description: 'A complete PRD that takes a feature from problem statement to measurable, scoped requirements ready for engineering.',
        content: `<h1>[Feature name] — Product Requirements Document</h1>
<p><strong>Product:</strong> [Product name]<br><strong>Author:</strong> [Your name]<br><strong>Status:</strong> [Draft / In review / Approved]<br><strong>Last updated:</strong> [Date]<br><strong>Reviewers:</strong> [Engineering lead, Design lead, other stakeholders]</p>
<hr>
<h2>1. Overview</h2>
<p>[Two or three sentences describing what this feature is and why we are building it now.] <em>Someone who reads only this paragraph should understand the bet we are making.</em></p>
<h2>2. Problem statement</h2>
<p>[Which users] struggle to [do what] because [root cause]. As a result, [consequence for users] and [consequence for the business].</p>
<p><strong>Evidence:</strong></p>
<ul>
<li>[Quantitative signal, e.g. 38% of new workspaces never invite a second member]</li>
<li>[Qualitative signal, e.g. 7 of 10 interviewees described the same workaround]</li>
<li>[Support, sales or market signal]</li>
</ul>
<h2>3. Goals</h2>
<ol>
<li>[User goal: what users will be able to do that they cannot do today]</li>
<li>[Business goal: which company objective this supports]</li>
</ol>
<h2>4. Non-goals</h2>
<ul>
<li>[Something reasonable people might expect this project to do, but it will not]</li>
<li>[A related problem we are deliberately leaving for later]</li>
</ul>
<p><em>Non-goals prevent scope creep. If nobody would have expected it, it does not need listing.</em></p>
<h2>5. Users and personas</h2>
<ul>
<li><strong>[Primary persona name]:</strong> [Role, context, what they are trying to achieve, current frustration]</li>
<li><strong>[Secondary persona name]:</strong> [Role, context, how their needs differ]</li>
</ul>
<h2>6. User stories and acceptance criteria</h2>
<h3>Story 1</h3>
<p>As a [persona], I want to [action] so that [outcome].</p>
<p><strong>Acceptance criteria:</strong></p>
<ul>
<li>Given [context], when [action], then [observable result].</li>
<li>Given [edge case], when [action], then [expected handling].</li>
</ul>
<h3>Story 2</h3>
<p>As a [persona], I want to [action] so that [outcome].</p>
<p><strong>Acceptance criteria:</strong></p>
<ul>
<li>Given [context], when [action], then [observable result].</li>
</ul>
<h2>7. Requirements</h2>
<h3>Functional requirements</h3>
<ol>
<li><strong>[Must]</strong> [The system shall ...]</li>
<li><strong>[Must]</strong> [The system shall ...]</li>
<li><strong>[Should]</strong> [The system shall ...]</li>
<li><strong>[Could]</strong> [The system shall ...]</li>
</ol>
<h3>Non-functional requirements</h3>
<ul>
<li><strong>Performance:</strong> [e.g. p95 page load under 1.5 s]</li>
<li><strong>Reliability:</strong> [e.g. 99.9% monthly availability]</li>
<li><strong>Security and privacy:</strong> [Data handled, permissions, retention]</li>
<li><strong>Accessibility:</strong> [e.g. WCAG 2.1 AA, full keyboard support]</li>
<li><strong>Localisation:</strong> [Languages, formats, right-to-left support]</li>
</ul>
<h2>8. Success metrics</h2>
<ul>
<li><strong>Primary metric:</strong> [Metric] — Baseline: [current value] — Target: [value] — By: [date]</li>
<li><strong>Secondary metric:</strong> [Metric] — Baseline: [value] — Target: [value] — By: [date]</li>
<li><strong>Guardrail metric:</strong> [Metric that must not get worse] — Baseline: [value] — Acceptable range: [value]</li>
</ul>
<p><em>Each goal in section 3 should map to at least one metric here. Say where the data comes from.</em></p>
<h2>9. Scope and MVP</h2>
<p><strong>In the MVP:</strong></p>
<ul>
<li>[Capability]</li>
<li>[Capability]</li>
</ul>
<p><strong>Later iterations:</strong></p>
<ul>
<li>[Capability and the signal that would justify building it]</li>
</ul>
<h2>10. Milestones</h2>
<ul>
<li><strong>[Date]:</strong> PRD approved</li>
<li><strong>[Date]:</strong> Design complete and reviewed</li>
<li><strong>[Date]:</strong> Internal beta</li>
<li><strong>[Date]:</strong> Limited release to [percentage or segment]</li>
<li><strong>[Date]:</strong> General availability</li>
</ul>
<h2>11. Risks, assumptions and dependencies</h2>
<p><strong>Risks:</strong></p>
<ul>
<li>[Risk] — Likelihood: [High / Medium / Low] — Mitigation: [plan]</li>
</ul>
<p><strong>Assumptions:</strong></p>
<ul>
<li>[Assumption] — How we will validate it: [method]</li>
</ul>
<p><strong>Dependencies:</strong></p>
<ul>
<li>[Team, system or vendor] — Needed by: [date] — Owner: [name]</li>
</ul>
<h2>12. Open questions</h2>
<ul>
<li>[Question] — Owner: [name] — Due: [date]</li>
</ul>`,
      },
      {
        title: 'One-Pager',
        description: 'A single-page summary of a product idea that helps leadership decide quickly whether it deserves further investment.',
        content: `<h1>[Initiative name] — One-Pager</h1>
<p><strong>Author:</strong> [Your name]<br><strong>Date:</strong> [Date]<br><strong>Decision needed:</strong> [e.g. Approve two weeks of discovery / Fund a team for one quarter]</p>
<p><em>Keep this to one page. If a section needs more, link to a separate document rather than expanding it here.</em></p>
<hr>
<h2>The problem</h2>
<p>[Who] has trouble [doing what] today. This matters because [impact on users] and [impact on the business].</p>
<p><em>Lead with the customer, not the solution. One concrete example beats three abstract claims.</em></p>
<h2>Evidence</h2>
<ul>
<li>[Data point with its source]</li>
<li>[Customer quote or research finding]</li>
<li>[Market or competitive signal]</li>
</ul>
<h2>Proposed solution</h2>
<p>[Describe the solution in plain language in three to five sentences. What will users be able to do, and how is it different from what they do today?]</p>
<h2>Who it is for</h2>
<p>[Primary segment, approximate size of that segment, and who is not the target.]</p>
<h2>Why now</h2>
<p>[What has changed: a new capability, a market shift, a customer commitment, a competitive threat or a strategic priority.]</p>
<h2>Expected impact</h2>
<ul>
<li><strong>Primary metric:</strong> [Metric] from [baseline] to [target] within [time frame]</li>
<li><strong>Business impact:</strong> [e.g. revenue, retention, cost saved], with the reasoning behind the estimate</li>
</ul>
<h2>Rough cost</h2>
<p>[Team size and duration, e.g. 2 engineers and 1 designer for 6 weeks. Include notable non-engineering costs.]</p>
<h2>Key risks and assumptions</h2>
<ol>
<li>[The assumption that, if wrong, would sink the idea]</li>
<li>[A delivery or technical risk]</li>
<li>[An adoption or go-to-market risk]</li>
</ol>
<h2>Alternatives considered</h2>
<ul>
<li><strong>Do nothing:</strong> [What happens if we do not act]</li>
<li><strong>[Alternative approach]:</strong> [Why it is less attractive]</li>
</ul>
<h2>Next step</h2>
<p>[The single next action, who owns it and when we will return with results.]</p>`,
      },
      {
        title: 'Feature Brief',
        description: 'A lightweight brief that aligns design and engineering on a small or medium feature before detailed work starts.',
        content: `<h1>[Feature name] — Feature Brief</h1>
<p><strong>Product:</strong> [Product name]<br><strong>Owner:</strong> [PM name]<br><strong>Design:</strong> [Designer]<br><strong>Engineering:</strong> [Tech lead]<br><strong>Target release:</strong> [Sprint or date]</p>
<p><em>Use a feature brief when the work is too small for a full PRD but too large to describe in a ticket. Aim for something the team can read in five minutes.</em></p>
<hr>
<h2>Summary</h2>
<p>We are building [feature] for [users] so they can [outcome]. We will know it worked when [measurable signal].</p>
<h2>Context</h2>
<p>[What prompted this work: customer requests, a metric trend, a support issue, a strategic goal. Link to supporting data.]</p>
<h2>User problem</h2>
<p>[Describe the moment in the user journey where the problem happens and what the user does today instead.]</p>
<blockquote>[A short, representative customer quote, if you have one]</blockquote>
<h2>Proposed experience</h2>
<ol>
<li>[Step 1: where the user starts]</li>
<li>[Step 2: what they see and do]</li>
<li>[Step 3: the result and any confirmation]</li>
</ol>
<p><em>Describe behaviour, not pixels. Link to mock-ups once they exist.</em></p>
<h2>Requirements</h2>
<ul>
<li><strong>Must:</strong> [Requirement]</li>
<li><strong>Must:</strong> [Requirement]</li>
<li><strong>Should:</strong> [Requirement]</li>
<li><strong>Won't (this time):</strong> [Explicitly excluded item]</li>
</ul>
<h2>Acceptance criteria</h2>
<ul>
<li>Given [context], when [action], then [result].</li>
<li>Given [error or empty state], when [action], then [result].</li>
<li>The feature is usable with keyboard only and announced correctly by screen readers.</li>
</ul>
<h2>Edge cases</h2>
<ul>
<li>[Empty state: what users see before any data exists]</li>
<li>[Permissions: what happens for users without access]</li>
<li>[Limits: very large inputs, slow connections, concurrent edits]</li>
</ul>
<h2>Success metric</h2>
<p>[Metric] — Baseline: [value] — Target: [value] — Measured: [how and when]</p>
<h2>Analytics events</h2>
<ul>
<li><code>[feature_opened]</code> — [When it fires and key properties]</li>
<li><code>[feature_completed]</code> — [When it fires and key properties]</li>
</ul>
<h2>Open questions</h2>
<ul>
<li>[Question] — Owner: [name]</li>
</ul>`,
      },
    ],
  },
  {
    name: 'Discovery & Research',
    description: 'Templates for understanding customers, markets and opportunities before committing to a solution.',
    templates: [
      {
        title: 'User Interview Guide',
        description:
          'A structured script for discovery interviews that uncovers real behaviour and pain points without leading the participant.',
        content: `<h1>User Interview Guide — [Research topic]</h1>
<p><strong>Product:</strong> [Product name]<br><strong>Interviewer:</strong> [Name]<br><strong>Note-taker:</strong> [Name]<br><strong>Participant profile:</strong> [Role, segment, usage level]<br><strong>Duration:</strong> [45 minutes]</p>
<h2>Research goals</h2>
<ol>
<li>[What we want to learn, e.g. how teams plan their weekly work today]</li>
<li>[Which assumption we want to test]</li>
<li>[What decision this research will inform]</li>
</ol>
<hr>
<h2>1. Introduction (3 minutes)</h2>
<blockquote>Thanks so much for making time today. I'm [name] and I work on [product or team]. We're trying to understand how people like you [activity], so there are no right or wrong answers. We're not testing you, and you won't hurt our feelings with honest feedback. With your permission, I'd like to record this session so I can focus on our conversation; the recording stays within our team. Is that okay? Do you have any questions before we start?</blockquote>
<h2>2. Warm-up (5 minutes)</h2>
<ul>
<li>Could you tell me a little about your role and what a typical week looks like?</li>
<li>Which tools do you use most in your work, and what do you use them for?</li>
<li>How long have you been responsible for [activity]?</li>
</ul>
<h2>3. Core questions (30 minutes)</h2>
<h3>Current behaviour</h3>
<ul>
<li>Tell me about the last time you [did the activity]. Walk me through what happened, step by step.</li>
<li>What triggered it? What were you trying to achieve?</li>
<li>Who else was involved, and how did you work together?</li>
</ul>
<h3>Pain points and workarounds</h3>
<ul>
<li>What was the hardest or most frustrating part of that?</li>
<li>How do you work around it today? Can you show me?</li>
<li>How much time or money does that cost you, roughly?</li>
<li>Have you tried other tools or approaches? What happened?</li>
</ul>
<h3>Priorities and value</h3>
<ul>
<li>If you could change one thing about how you [activity], what would it be, and why?</li>
<li>How would your work be different if that problem disappeared?</li>
</ul>
<h3>Concept reaction (optional)</h3>
<ul>
<li>[Show concept] What do you think this is? What would you expect to happen if you clicked here?</li>
<li>Where, if anywhere, would this fit in your week?</li>
</ul>
<p><em>Useful probes at any point: "Tell me more about that." "Why was that important?" "Can you give me an example?" "What did you do next?" Then stay silent and let the participant fill the pause.</em></p>
<h2>4. Wrap-up (5 minutes)</h2>
<ul>
<li>Is there anything we didn't cover that you think I should know?</li>
<li>Who else should we talk to about this?</li>
<li>Would you be open to us following up, for example to try an early prototype?</li>
</ul>
<blockquote>Thank you, this was genuinely helpful. [Explain any incentive and when it will arrive.]</blockquote>
<hr>
<h2>Interviewing and note-taking tips</h2>
<ul>
<li>Ask about specific past events, not hypothetical futures. "What did you do last time?" beats "Would you use this?"</li>
<li>Avoid leading questions and never pitch the solution during discovery.</li>
<li>Write down exact quotes in quotation marks and mark your own interpretations separately, for example with <strong>[I think]</strong>.</li>
<li>Capture behaviours, workarounds, emotions and numbers, not just opinions.</li>
<li>Note timestamps for strong moments so you can find clips in the recording.</li>
<li>Debrief with the note-taker within 15 minutes while memory is fresh: top three insights, surprises and open questions.</li>
<li>After five or more interviews, cluster findings into themes and count how many participants mentioned each one.</li>
</ul>`,
      },
      {
        title: 'Competitive Analysis',
        description:
          'A structured comparison of competitors and alternatives that highlights where your product can win and where it is exposed.',
        content: `<h1>Competitive Analysis — [Product name or market]</h1>
<p><strong>Author:</strong> [Your name]<br><strong>Date:</strong> [Date]<br><strong>Purpose:</strong> [e.g. Inform Q3 roadmap / Support pricing decision / Prepare sales battlecards]</p>
<p><em>Competitors are not only similar products. Include spreadsheets, agencies, in-house tools and "doing nothing", because that is often what you really compete with.</em></p>
<hr>
<h2>1. Market overview</h2>
<p>[Describe the market in two or three sentences: size or growth if known, main customer segments and notable trends.]</p>
<h2>2. Competitor landscape</h2>
<ul>
<li><strong>Direct competitors:</strong> [Products solving the same problem for the same customer]</li>
<li><strong>Indirect competitors:</strong> [Different products that customers use to reach the same outcome]</li>
<li><strong>Substitutes:</strong> [Manual processes, spreadsheets, outsourcing, doing nothing]</li>
</ul>
<h2>3. Competitor profiles</h2>
<p><em>Repeat this block for each of your three to five most important competitors.</em></p>
<h3>[Competitor name]</h3>
<ul>
<li><strong>Target customer:</strong> [Segment and company size]</li>
<li><strong>Positioning:</strong> [Their main promise, in their own words]</li>
<li><strong>Key features:</strong> [Top three to five]</li>
<li><strong>Pricing:</strong> [Model and entry price]</li>
<li><strong>Strengths:</strong> [What customers praise]</li>
<li><strong>Weaknesses:</strong> [What customers complain about, with sources such as reviews or lost-deal notes]</li>
<li><strong>Recent moves:</strong> [Launches, funding, acquisitions, pricing changes]</li>
</ul>
<h2>4. Feature comparison</h2>
<p><em>Rate each capability as Strong, Partial or Missing for every product.</em></p>
<ul>
<li><strong>[Capability 1]:</strong> Us — [rating]; [Competitor A] — [rating]; [Competitor B] — [rating]</li>
<li><strong>[Capability 2]:</strong> Us — [rating]; [Competitor A] — [rating]; [Competitor B] — [rating]</li>
<li><strong>[Capability 3]:</strong> Us — [rating]; [Competitor A] — [rating]; [Competitor B] — [rating]</li>
<li><strong>Price for [typical customer]:</strong> Us — [price]; [Competitor A] — [price]; [Competitor B] — [price]</li>
</ul>
<h2>5. Win and loss insights</h2>
<ul>
<li><strong>We win when:</strong> [Situations, customer types or needs]</li>
<li><strong>We lose when:</strong> [Situations, and the most common reasons given]</li>
<li><strong>Switching triggers:</strong> [What makes customers leave a competitor or come to us]</li>
</ul>
<h2>6. Our positioning</h2>
<p>For [target customer] who [need], [Product name] is a [category] that [key benefit]. Unlike [main alternative], we [key differentiator].</p>
<h2>7. Opportunities and threats</h2>
<ul>
<li><strong>Opportunity:</strong> [Underserved need or competitor weakness we can exploit]</li>
<li><strong>Opportunity:</strong> [Segment nobody serves well]</li>
<li><strong>Threat:</strong> [Competitor move that could hurt us, and how likely it is]</li>
</ul>
<h2>8. Recommendations</h2>
<ol>
<li>[Action, expected impact and owner]</li>
<li>[Action, expected impact and owner]</li>
</ol>
<p><em>Review this analysis every quarter, and record the sources and date for every claim so readers can judge freshness.</em></p>`,
      },
      {
        title: 'Opportunity Solution Tree',
        description:
          'A visual-thinking template that connects one desired outcome to customer opportunities, candidate solutions and assumption tests.',
        content: `<h1>Opportunity Solution Tree — [Product name]</h1>
<p><strong>Team:</strong> [Team name]<br><strong>Last updated:</strong> [Date]</p>
<p><em>An opportunity solution tree keeps discovery anchored to an outcome. Work from the top down: one outcome, several opportunities, a few solutions per opportunity, and small tests for each solution. Revisit it weekly as you learn.</em></p>
<hr>
<h2>1. Desired outcome</h2>
<p><strong>Outcome:</strong> [A measurable product outcome the team can influence, e.g. increase the share of new accounts that complete setup within 7 days from 42% to 60%]</p>
<p><em>Choose a product outcome, such as a behaviour change, rather than a business output like revenue, which the team cannot move directly.</em></p>
<h2>2. Opportunities</h2>
<p><em>Opportunities are customer needs, pain points or desires discovered through research. Phrase them from the customer's point of view, and note the evidence behind each one.</em></p>
<h3>Opportunity A: "[I don't know which setup steps matter most]"</h3>
<ul>
<li><strong>Evidence:</strong> [e.g. mentioned in 6 of 9 interviews]</li>
<li><strong>Sub-opportunities:</strong> [Smaller, more specific needs that sit under this one]</li>
</ul>
<h3>Opportunity B: "[I need my team's help but inviting them is awkward]"</h3>
<ul>
<li><strong>Evidence:</strong> [Source]</li>
</ul>
<h3>Opportunity C: "[Customer need]"</h3>
<ul>
<li><strong>Evidence:</strong> [Source]</li>
</ul>
<h2>3. Target opportunity</h2>
<p><strong>We will focus on:</strong> [Opportunity]</p>
<p><strong>Why:</strong> [Size of the opportunity, how many customers are affected, strategic fit and our ability to win]</p>
<h2>4. Candidate solutions</h2>
<p><em>Generate at least three distinct solutions for the target opportunity so you compare options rather than fall in love with the first idea.</em></p>
<ol>
<li><strong>[Solution 1]:</strong> [One-sentence description]</li>
<li><strong>[Solution 2]:</strong> [One-sentence description]</li>
<li><strong>[Solution 3]:</strong> [One-sentence description]</li>
</ol>
<h2>5. Assumptions to test</h2>
<p><em>For each promising solution, list the assumptions that must be true. Categorise them as desirability, viability, feasibility or usability, and flag the riskiest.</em></p>
<h3>[Solution 1]</h3>
<ul>
<li><strong>[Desirability]</strong> [Assumption] — Risk: [High / Medium / Low]</li>
<li><strong>[Usability]</strong> [Assumption] — Risk: [High / Medium / Low]</li>
<li><strong>[Feasibility]</strong> [Assumption] — Risk: [High / Medium / Low]</li>
</ul>
<h2>6. Experiments</h2>
<ul>
<li><strong>Assumption:</strong> [Riskiest assumption]<br><strong>Test:</strong> [e.g. prototype test with 5 users, fake door, concierge test]<br><strong>Success criterion:</strong> [e.g. at least 4 of 5 users complete the task unaided]<br><strong>Result:</strong> [Fill in after the test]</li>
</ul>
<h2>7. Learnings and decisions</h2>
<ul>
<li>[Date] — [What we learned] — [What we changed in the tree as a result]</li>
</ul>
<p><em>Prune branches that tests disprove. A tree that never changes usually means the team is not testing.</em></p>`,
      },
      {
        title: 'Jobs-to-be-Done Canvas',
        description:
          'A canvas for capturing the job customers are trying to get done, the forces behind switching and the outcomes they measure success by.',
        content: `<h1>Jobs-to-be-Done Canvas — [Product name]</h1>
<p><strong>Customer segment:</strong> [Who this canvas describes]<br><strong>Research sources:</strong> [Interviews, surveys, support tickets, dates]</p>
<p><em>Customers do not buy products; they hire them to make progress in a specific situation. Fill this canvas from real interviews, ideally about a recent switch or purchase, not from internal opinion.</em></p>
<hr>
<h2>1. Job statement</h2>
<p>When [situation], I want to [motivation], so I can [expected outcome].</p>
<p><em>Example: When I take over a project mid-flight, I want to understand past decisions quickly, so I can avoid repeating old debates.</em></p>
<h2>2. Job dimensions</h2>
<ul>
<li><strong>Functional:</strong> [The practical task to be completed]</li>
<li><strong>Emotional:</strong> [How the customer wants to feel, or avoid feeling]</li>
<li><strong>Social:</strong> [How the customer wants to be perceived by others]</li>
</ul>
<h2>3. Job steps</h2>
<p><em>Map the steps the customer goes through, regardless of which tools they use.</em></p>
<ol>
<li><strong>Define:</strong> [How they decide what needs doing]</li>
<li><strong>Locate:</strong> [What inputs or information they gather]</li>
<li><strong>Prepare:</strong> [How they set things up]</li>
<li><strong>Execute:</strong> [The core activity]</li>
<li><strong>Monitor:</strong> [How they check it is working]</li>
<li><strong>Conclude:</strong> [How they finish and what they do next]</li>
</ol>
<h2>4. Desired outcomes</h2>
<p><em>Write outcomes as measurable statements: direction, metric and object of control.</em></p>
<ul>
<li>Minimise the time it takes to [step]</li>
<li>Minimise the likelihood of [error or missed item]</li>
<li>Increase confidence that [result is correct]</li>
</ul>
<h2>5. Forces of progress</h2>
<ul>
<li><strong>Push of the current situation:</strong> [Frustrations that make the customer want to change]</li>
<li><strong>Pull of the new solution:</strong> [What attracts them to something better]</li>
<li><strong>Anxiety about the new solution:</strong> [Worries that hold them back, e.g. migration effort, cost, learning curve]</li>
<li><strong>Habit of the present:</strong> [Routines and sunk costs that keep them where they are]</li>
</ul>
<p><em>Adoption happens when push and pull outweigh anxiety and habit. Product and marketing should strengthen the first two and reduce the last two.</em></p>
<h2>6. Current solutions and workarounds</h2>
<ul>
<li>[Tool or method] — [What it does well] — [Where it falls short]</li>
</ul>
<h2>7. Purchase and switching timeline</h2>
<ul>
<li><strong>First thought:</strong> [What made them first consider a change]</li>
<li><strong>Passive looking:</strong> [What they noticed without actively searching]</li>
<li><strong>Active looking:</strong> [Event that made them start searching seriously]</li>
<li><strong>Deciding:</strong> [Criteria and people involved in the decision]</li>
<li><strong>First use:</strong> [What success looked like in the first week]</li>
</ul>
<h2>8. Implications for [Product name]</h2>
<ul>
<li><strong>Underserved outcomes we can target:</strong> [Outcome]</li>
<li><strong>Anxieties to address in onboarding or messaging:</strong> [Anxiety]</li>
<li><strong>Competing solutions to position against:</strong> [Alternative]</li>
</ul>`,
      },
    ],
  },
  {
    name: 'Strategy & Planning',
    description: 'Templates for setting direction, prioritising work and making evidence-based decisions.',
    templates: [
      {
        title: 'Product Roadmap (Now / Next / Later)',
        description:
          'An outcome-focused roadmap that communicates priorities and confidence levels without committing to fixed dates too early.',
        content: `<h1>[Product name] Roadmap — Now / Next / Later</h1>
<p><strong>Owner:</strong> [PM name]<br><strong>Period:</strong> [e.g. H2 2025]<br><strong>Last updated:</strong> [Date]</p>
<p><em>This format trades false precision for honesty: items further out are less certain and less detailed. Express items as problems to solve or outcomes to achieve, not as a list of features.</em></p>
<hr>
<h2>Product vision</h2>
<p>[One or two sentences describing the future you are building towards for your customers.]</p>
<h2>Strategic objectives</h2>
<ol>
<li><strong>[Objective 1]:</strong> [Key result with baseline and target]</li>
<li><strong>[Objective 2]:</strong> [Key result with baseline and target]</li>
<li><strong>[Objective 3]:</strong> [Key result with baseline and target]</li>
</ol>
<h2>Now <em>(in progress, high confidence, roughly the next 6 weeks)</em></h2>
<ul>
<li><strong>[Initiative]</strong> — Problem: [customer problem] — Objective: [1 / 2 / 3] — Success measure: [metric] — Team: [team]</li>
<li><strong>[Initiative]</strong> — Problem: [customer problem] — Objective: [number] — Success measure: [metric] — Team: [team]</li>
</ul>
<h2>Next <em>(shaped and prioritised, medium confidence, roughly 1 to 3 months)</em></h2>
<ul>
<li><strong>[Problem to solve]</strong> — Why it matters: [evidence] — Objective: [number] — Open questions: [what discovery must answer]</li>
<li><strong>[Problem to solve]</strong> — Why it matters: [evidence] — Objective: [number]</li>
</ul>
<h2>Later <em>(directional, low confidence, 3 months and beyond)</em></h2>
<ul>
<li><strong>[Opportunity area]</strong> — [Why we believe it is worth exploring]</li>
<li><strong>[Opportunity area]</strong> — [Why we believe it is worth exploring]</li>
</ul>
<h2>Not doing <em>(and why)</em></h2>
<ul>
<li>[Frequently requested item] — [Reason it is out of scope for this period]</li>
<li>[Frequently requested item] — [Reason]</li>
</ul>
<p><em>Publishing what you are not doing saves many repeated conversations with stakeholders.</em></p>
<h2>How we prioritise</h2>
<p>[Describe the criteria used, e.g. impact on objectives, reach, confidence, effort, strategic fit. Mention the scoring method if you use one, such as RICE.]</p>
<h2>Dependencies and risks</h2>
<ul>
<li>[Dependency on another team or vendor] — [Affected item] — [Status]</li>
<li>[Risk to the plan] — [Mitigation]</li>
</ul>
<h2>Recently shipped</h2>
<ul>
<li>[Feature] — [Date] — [Early result against its success measure]</li>
</ul>
<h2>Review cadence</h2>
<p>[How often this roadmap is reviewed, e.g. monthly with leadership, and where stakeholders can submit feedback or requests.]</p>`,
      },
      {
        title: 'Experiment / A-B Test Plan',
        description:
          'A rigorous plan for an A/B test that fixes the hypothesis, metrics, sample size and decision rule before any data is collected.',
        content: `<h1>Experiment Plan — [Experiment name]</h1>
<p><strong>Product area:</strong> [Product name and surface]<br><strong>Owner:</strong> [PM name]<br><strong>Analyst:</strong> [Name]<br><strong>Status:</strong> [Planned / Running / Analysing / Concluded]</p>
<p><em>Complete and get sign-off on sections 1 to 7 before launch. Deciding the rules after seeing the data is the fastest way to fool yourself.</em></p>
<hr>
<h2>1. Background</h2>
<p>[What we observed, e.g. only 18% of trial users reach the pricing page, and the research or data that led to this experiment.]</p>
<h2>2. Hypothesis</h2>
<p>If we [change], then [primary metric] will [increase / decrease] by at least [minimum detectable effect] for [audience], because [reasoning grounded in evidence].</p>
<h2>3. Variants</h2>
<ul>
<li><strong>Control (A):</strong> [Current experience]</li>
<li><strong>Treatment (B):</strong> [Exact change. Link to designs.]</li>
</ul>
<p><em>Change one meaningful thing per variant, so you know what caused the result.</em></p>
<h2>4. Audience and allocation</h2>
<ul>
<li><strong>Eligible users:</strong> [e.g. new sign-ups on web, all countries]</li>
<li><strong>Exclusions:</strong> [e.g. internal accounts, enterprise plans]</li>
<li><strong>Randomisation unit:</strong> [User / account / session]</li>
<li><strong>Traffic split:</strong> [e.g. 50 / 50]</li>
</ul>
<h2>5. Metrics</h2>
<ul>
<li><strong>Primary metric:</strong> [Metric definition] — Baseline: [current value]</li>
<li><strong>Secondary metrics:</strong> [Metrics that help explain the result]</li>
<li><strong>Guardrail metrics:</strong> [Metrics that must not degrade, e.g. refund rate, page load time, support contacts] — Threshold: [maximum acceptable change]</li>
</ul>
<h2>6. Sample size and duration</h2>
<ul>
<li><strong>Minimum detectable effect:</strong> [e.g. +2 percentage points, relative +10%]</li>
<li><strong>Significance level:</strong> [e.g. 5%, two-sided]</li>
<li><strong>Statistical power:</strong> [e.g. 80%]</li>
<li><strong>Required sample per variant:</strong> [Number, from a sample size calculator]</li>
<li><strong>Expected eligible traffic per day:</strong> [Number]</li>
<li><strong>Planned duration:</strong> [Days], covering at least [one or two] full weekly cycles</li>
</ul>
<p><em>Do not stop early because results look good. Peeking and stopping inflates false positives unless you use a sequential testing method.</em></p>
<h2>7. Decision rule</h2>
<ul>
<li><strong>Ship B if:</strong> the primary metric improves with statistical significance and no guardrail crosses its threshold.</li>
<li><strong>Keep A if:</strong> the primary metric is flat or negative, or any guardrail is breached.</li>
<li><strong>Iterate if:</strong> results are inconclusive but secondary metrics or qualitative signals suggest a promising direction.</li>
</ul>
<h2>8. Risks and rollout</h2>
<ul>
<li>[Risk, e.g. novelty effect, seasonality, conflicting experiments] — [Mitigation]</li>
<li><strong>Kill switch:</strong> [How to turn the experiment off and who can do it]</li>
</ul>
<h2>9. Results <em>(complete after the test)</em></h2>
<ul>
<li><strong>Dates run:</strong> [Start] to [End]</li>
<li><strong>Sample achieved:</strong> A: [n] — B: [n]</li>
<li><strong>Primary metric:</strong> A: [value] — B: [value] — Difference: [value] — Confidence interval: [range]</li>
<li><strong>Guardrails:</strong> [Status of each]</li>
</ul>
<h2>10. Decision and learnings</h2>
<p><strong>Decision:</strong> [Ship / Do not ship / Iterate]</p>
<p><strong>What we learned:</strong> [Insight about user behaviour that applies beyond this test]</p>
<p><strong>Next step:</strong> [Follow-up experiment or action]</p>`,
      },
    ],
  },
  {
    name: 'Launch & Delivery',
    description: 'Templates for shipping well, communicating changes and learning from each release.',
    templates: [
      {
        title: 'Launch Plan',
        description:
          'A cross-functional launch plan covering launch tier, team checklists, timeline, go/no-go criteria and communications.',
        content: `<h1>Launch Plan — [Feature or product name]</h1>
<p><strong>Launch owner:</strong> [PM name]<br><strong>Target launch date:</strong> [Date]<br><strong>Launch tier:</strong> [1 / 2 / 3]<br><strong>Related PRD:</strong> [Link]</p>
<hr>
<h2>1. Launch summary</h2>
<p>[What is launching, who it is for, and the single most important message customers should take away.]</p>
<h2>2. Launch tier</h2>
<ul>
<li><strong>Tier 1 — Major launch:</strong> New product or significant capability that affects positioning. Full marketing campaign, press, sales enablement, customer events.</li>
<li><strong>Tier 2 — Notable feature:</strong> Meaningful improvement for an existing audience. Blog post, email to relevant segments, in-app announcement, sales and support briefing.</li>
<li><strong>Tier 3 — Minor update:</strong> Small improvement or fix. Release notes and support documentation update.</li>
</ul>
<p><strong>Chosen tier and rationale:</strong> [Tier, and why]</p>
<h2>3. Goals and success metrics</h2>
<ul>
<li><strong>Adoption:</strong> [Metric] — Target: [value] within [30 days]</li>
<li><strong>Business:</strong> [Metric, e.g. upgrades, pipeline] — Target: [value]</li>
<li><strong>Quality:</strong> [e.g. error rate, support tickets] — Threshold: [value]</li>
</ul>
<h2>4. Checklist by team</h2>
<h3>Product</h3>
<ul>
<li>[ ] Final scope confirmed and documented</li>
<li>[ ] Analytics events verified in production</li>
<li>[ ] Feature flag and rollout plan agreed</li>
</ul>
<h3>Engineering and QA</h3>
<ul>
<li>[ ] Test plan passed, including regression tests</li>
<li>[ ] Monitoring, alerts and dashboards in place</li>
<li>[ ] Rollback procedure documented and tested</li>
</ul>
<h3>Design</h3>
<ul>
<li>[ ] Final designs reviewed in production build</li>
<li>[ ] Accessibility check completed</li>
</ul>
<h3>Marketing</h3>
<ul>
<li>[ ] Positioning and messaging approved</li>
<li>[ ] Blog post, email, social posts and website updates ready</li>
</ul>
<h3>Sales and customer success</h3>
<ul>
<li>[ ] Enablement session held and demo script shared</li>
<li>[ ] FAQ and objection handling documented</li>
<li>[ ] Key accounts identified for proactive outreach</li>
</ul>
<h3>Support</h3>
<ul>
<li>[ ] Help centre articles published</li>
<li>[ ] Support team trained and escalation path defined</li>
</ul>
<h3>Legal and compliance</h3>
<ul>
<li>[ ] Terms, privacy and data processing reviewed if needed</li>
</ul>
<h2>5. Timeline</h2>
<ul>
<li><strong>T-4 weeks:</strong> Messaging drafted, enablement materials started</li>
<li><strong>T-2 weeks:</strong> Beta feedback reviewed, content finalised, support trained</li>
<li><strong>T-1 week:</strong> Go/no-go meeting, final QA on production</li>
<li><strong>Launch day:</strong> Rollout begins, announcements published, war room staffed</li>
<li><strong>T+1 week:</strong> Metrics and feedback review, fixes prioritised</li>
<li><strong>T+30 days:</strong> Launch retrospective against success metrics</li>
</ul>
<h2>6. Go/no-go criteria</h2>
<ul>
<li>No open critical or high-severity bugs</li>
<li>Performance and error rates within agreed thresholds in staging or beta</li>
<li>Support and sales teams trained</li>
<li>Rollback tested and owner on call</li>
<li>[Any launch-specific criterion]</li>
</ul>
<p><strong>Decision makers:</strong> [Names and roles]</p>
<h2>7. Communications plan</h2>
<ul>
<li><strong>Internal:</strong> [Channel, audience, date, owner]</li>
<li><strong>Existing customers:</strong> [In-app message, email segment, date, owner]</li>
<li><strong>Prospects and public:</strong> [Blog, social, press, date, owner]</li>
</ul>
<h2>8. Risks and contingency</h2>
<ul>
<li>[Risk] — [Signal that it is happening] — [Response and owner]</li>
</ul>`,
      },
      {
        title: 'Release Notes',
        description:
          'Customer-facing release notes that explain what changed, why it matters and what users need to do, in plain language.',
        content: `<h1>[Product name] — Release [version number or date]</h1>
<p><em>Write for customers, not for the team. Lead with the benefit, keep each item short, and avoid internal names, ticket numbers and jargon.</em></p>
<hr>
<h2>Highlights</h2>
<p>[One or two sentences summarising the most important change in this release and why customers will care.]</p>
<h2>New</h2>
<h3>[Feature name]</h3>
<p>[What you can now do, in one sentence starting with a verb, e.g. "Share dashboards with people outside your workspace using a view-only link."]</p>
<p>[Why it matters: the problem it solves or the time it saves.]</p>
<p><strong>How to use it:</strong> [Where to find it, e.g. Open a dashboard, select Share, then Create link.]</p>
<p><strong>Available on:</strong> [Plans, platforms or regions]</p>
<h3>[Feature name]</h3>
<p>[What you can now do.]</p>
<p>[Why it matters.]</p>
<h2>Improved</h2>
<ul>
<li><strong>[Area]:</strong> [What is better, ideally quantified, e.g. "Search results now load up to twice as fast in large workspaces."]</li>
<li><strong>[Area]:</strong> [Improvement]</li>
<li><strong>[Area]:</strong> [Improvement]</li>
</ul>
<h2>Fixed</h2>
<ul>
<li>[Describe the symptom users experienced, e.g. "Exported CSV files no longer drop rows when a cell contains a line break."]</li>
<li>[Fixed issue]</li>
<li>[Fixed issue]</li>
</ul>
<h2>Changes that need your attention</h2>
<p><em>Include this section only when there are breaking changes, deprecations or required actions. Remove it otherwise.</em></p>
<ul>
<li><strong>[Change]:</strong> [What is changing, the date it takes effect, and exactly what the customer needs to do]</li>
<li><strong>Deprecated:</strong> [Feature or API] will be removed on [date]. [Recommended alternative and migration guide.]</li>
</ul>
<h2>For developers</h2>
<p><em>Optional. Use for API or integration changes.</em></p>
<ul>
<li>New endpoint: <code>[GET /v1/resource]</code> — [Purpose]</li>
<li>Changed: <code>[field_name]</code> — [What changed and whether it is backwards compatible]</li>
</ul>
<h2>Coming soon</h2>
<p>[Optional teaser of one upcoming improvement, without firm dates.]</p>
<h2>Feedback</h2>
<p>[Tell customers how to share feedback or get help, e.g. reply to this email, contact support or visit the community forum.]</p>
<hr>
<p><em>Checklist before publishing: every item is understandable without context, screenshots or GIFs are attached for major features, support has reviewed the notes, and links to help articles work.</em></p>`,
      },
      {
        title: 'Retrospective',
        description: 'A blameless retrospective format for reviewing a sprint, project or launch and turning lessons into owned actions.',
        content: `<h1>Retrospective — [Sprint, project or launch name]</h1>
<p><strong>Date:</strong> [Date]<br><strong>Facilitator:</strong> [Name]<br><strong>Participants:</strong> [Names or teams]<br><strong>Period covered:</strong> [Start date] to [End date]</p>
<hr>
<h2>Ground rules</h2>
<blockquote>We assume good intent. Every decision made during this period was reasonable to the person making it, given the information, time and tools they had. Our aim is to improve how we work together, not to find someone to blame.</blockquote>
<ul>
<li>Focus on systems and processes, not individuals.</li>
<li>Everyone contributes; quieter voices first.</li>
<li>What is said here stays here, unless the group agrees to share it.</li>
</ul>
<h2>1. Check-in (5 minutes)</h2>
<p><em>Ask each person to describe the period in one word, or rate it from 1 to 5. This surfaces the mood before the discussion starts.</em></p>
<h2>2. Review of goals and outcomes (10 minutes)</h2>
<ul>
<li><strong>What we set out to do:</strong> [Goal or sprint objective]</li>
<li><strong>What actually happened:</strong> [Delivered scope, metrics, dates]</li>
<li><strong>Actions from the last retrospective:</strong> [Done / Not done, and the effect]</li>
</ul>
<h2>3. Timeline of key events (optional, 10 minutes)</h2>
<ul>
<li>[Date] — [Event, decision or surprise]</li>
<li>[Date] — [Event, decision or surprise]</li>
</ul>
<p><em>Useful for launches and incidents, where the order of events matters.</em></p>
<h2>4. Reflection (20 minutes)</h2>
<p><em>Give everyone five minutes to write notes silently, then share and group similar notes into themes.</em></p>
<h3>What went well</h3>
<ul>
<li>[Note]</li>
<li>[Note]</li>
</ul>
<h3>What did not go well</h3>
<ul>
<li>[Note]</li>
<li>[Note]</li>
</ul>
<h3>What puzzled us or what we would try differently</h3>
<ul>
<li>[Note]</li>
</ul>
<h2>5. Themes and root causes (15 minutes)</h2>
<p><em>Vote on the two or three themes that matter most. For each, ask "why" until you reach a cause the team can act on.</em></p>
<ul>
<li><strong>Theme:</strong> [e.g. Requirements changed late in the sprint]<br><strong>Root cause:</strong> [e.g. Stakeholder review happened after development started]</li>
<li><strong>Theme:</strong> [Theme]<br><strong>Root cause:</strong> [Root cause]</li>
</ul>
<h2>6. Actions (10 minutes)</h2>
<p><em>Limit to three actions. Each must be specific, have one owner and a due date, and be small enough to finish before the next retrospective.</em></p>
<ol>
<li>[Action] — Owner: [name] — Due: [date]</li>
<li>[Action] — Owner: [name] — Due: [date]</li>
<li>[Action] — Owner: [name] — Due: [date]</li>
</ol>
<h2>7. Kudos</h2>
<ul>
<li>[Person or team] — [What they did that helped]</li>
</ul>
<h2>8. Closing</h2>
<p><em>Ask each participant for one sentence on how useful the session was, and use the answers to improve the format next time.</em></p>`,
      },
    ],
  },
];
