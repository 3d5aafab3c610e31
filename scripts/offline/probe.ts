import { coachReply } from '../../server/ai/offline/chat-coach';
for (const q of process.argv.slice(2)) {
  const reply = coachReply({ journeyType: 'explore', messages: [{ role: 'user', content: q }], memories: [] });
  console.log(`\n>>> ${q}\n${reply}`);
}
