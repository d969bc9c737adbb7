// A new scenario's skeleton, in the repository's style, played once through
// a session so that each step is one the engine takes (or says why not).
#include "kmr/play/skeleton.hpp"

#include <algorithm>

#include "kmr/base/message_text.hpp"
#include "kmr/card.hpp"
#include "kmr/choice_spec.hpp"
#include "kmr/load/step_line.hpp"
#include "kmr/model/scenario.hpp"
#include "kmr/play/action_words.hpp"
#include "kmr/play/save.hpp"
#include "kmr/play/setup_words.hpp"
#include "kmr/session.hpp"

namespace kmr::harness {
namespace {

// The opening position with the d- and e-Pawns gone: lines open for the
// Queens and Bishops, so the cards that need a long move or a target find one.
constexpr std::string_view kSkeletonFen = "rnbqkbnr/ppp2ppp/8/8/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 1";

// When in the turn a card is played: the order of the template's steps.
enum class Slot : unsigned char { BeforeMove, ReplaceMove, AfterMove, Opponent };

bool opponent_window(Timing t) {
  return t == Timing::AfterOpponentMove || t == Timing::AfterOpponentCard || t == Timing::OpponentTurn;
}

Slot slot_of(const CardDef& card) {
  const auto& t = card.timing;
  if (!t.empty() && std::all_of(t.begin(), t.end(), opponent_window)) return Slot::Opponent;
  const auto has = [&](Timing w) { return std::find(t.begin(), t.end(), w) != t.end(); };
  if (has(Timing::BeforeMove) || has(Timing::AnyTime)) return Slot::BeforeMove;
  if (has(Timing::ReplaceMove)) return Slot::ReplaceMove;
  if (has(Timing::AfterMove)) return Slot::AfterMove;
  return Slot::BeforeMove;  // unknown timing: the engine says what it makes of it
}

struct Planned {
  std::string card;  // empty: the turn's move
  Slot slot = Slot::BeforeMove;
};

std::string expect_line(const Result& r, bool fits) {
  std::string e = "      - expect: {result: " + std::string(to_string(r.outcome));
  if (r.reason) e += ", reason: " + std::string(to_string(*r.reason));
  e += "}";
  return e + (fits ? "  # TODO: what the ruling says holds\n"
                   : "  # TODO: the engine's answer here; set up the position the ruling is about\n");
}

// The plan played from the setup, with `move` as the turn's move: the
// steps' text and how many of them the engine took.
struct Played {
  std::string steps;
  std::size_t accepted = 0;
};

Played play_plan(const Setup& setup, const std::vector<Planned>& plan,
                 const std::optional<MoveRequest>& move) {
  Played out;
  auto made = Session::create(setup);
  if (!made) return out;
  Session session = std::move(made).value();
  for (const Planned& p : plan) {
    if (p.card.empty()) {
      Action a;
      a.kind = ActionKind::Move;
      a.move = move.value_or(MoveRequest{});
      const Result& r = session.act(a);
      out.accepted += r.ok() ? 1 : 0;
      out.steps += "      - move: " + to_string(a.move) + "  # TODO: the move the ruling is about\n" +
                   expect_line(r, r.ok());
      continue;
    }
    const std::optional<Side> by = p.slot == Slot::Opponent ? std::optional<Side>(Side::Black) : std::nullopt;
    // The first choice set the engine takes here, else the card's own example.
    const ChoiceListing listing = session.choices(p.card, by, 500);
    Action play;
    play.kind = ActionKind::Play;
    play.card = p.card;
    play.by = by;
    const bool found = !listing.options.empty();
    if (found) {
      play.choices = listing.options.front().choices;
    } else if (const ChoiceSpec* spec = choice_spec(*find_card(p.card)); spec && !spec->example.empty()) {
      if (auto example = parse_step_line(spec->example, "example");
          example && example->kind == Step::Kind::Action)
        play.choices = example->action.choices;
    }
    const Result& r = session.act(play);
    out.accepted += r.ok() ? 1 : 0;
    out.steps += "      - " + action_flow(play) +
                 (found ? "  # TODO: the choices for the ruling's position (kmr choices lists them)\n"
                        : "  # TODO: choices for a position where the card may be played\n");
    out.steps += expect_line(r, r.ok());
  }
  return out;
}

}  // namespace

Expected<std::string> scenario_skeleton(const SkeletonOptions& o) {
  if (!is_kebab_case(o.id)) return Error{"the scenario id '" + o.id + "' is not kebab-case (like my-line-1)"};
  std::vector<Planned> plan;
  std::vector<std::string> white, black;
  for (const std::string& id : o.cards) {
    const CardDef* card = find_card(id);
    if (!card) return Error{"no card is called '" + id + "' (kmr list cards names them)"};
    const Slot slot = slot_of(*card);
    (slot == Slot::Opponent ? black : white).push_back(id);
    plan.push_back({id, slot});
  }
  // The turn as the cards' timings order it: before-move cards, a card that
  // replaces the move or the move itself, after-move cards, then the
  // opponent's answers (R6).
  std::stable_sort(plan.begin(), plan.end(),
                   [](const Planned& a, const Planned& b) { return a.slot < b.slot; });
  const bool replaced =
      std::any_of(plan.begin(), plan.end(), [](const Planned& p) { return p.slot == Slot::ReplaceMove; });
  const bool after =
      std::any_of(plan.begin(), plan.end(), [](const Planned& p) { return p.slot >= Slot::AfterMove; });
  if (plan.empty() || (after && !replaced))
    plan.insert(
        std::find_if(plan.begin(), plan.end(), [](const Planned& p) { return p.slot >= Slot::AfterMove; }),
        Planned{"", Slot::AfterMove});

  Setup setup;
  setup.fen = std::string(kSkeletonFen);
  if (!white.empty()) setup.hands[Side::White] = white;
  if (!black.empty()) setup.hands[Side::Black] = black;
  auto made = Session::create(setup);
  if (!made) return Error{"the template's setup does not make a game: " + made.error().message};
  // The move is the first legal one after which every card is taken (or, of
  // none, the one after which most are): the template plays as written.
  std::vector<std::optional<MoveRequest>> moves = {std::nullopt};
  if (std::any_of(plan.begin(), plan.end(), [](const Planned& p) { return p.card.empty(); })) {
    moves.clear();
    for (const MoveOption& m : made->moves()) moves.push_back(MoveRequest{m.from, m.to, m.promotion});
  }
  Played best;
  for (const std::optional<MoveRequest>& move : moves) {
    Played tried = play_plan(setup, plan, move);
    if (best.steps.empty() || tried.accepted > best.accepted) best = std::move(tried);
    if (best.accepted == plan.size()) break;
  }
  const std::string& steps = best.steps;

  std::string out;
  if (!o.schema.empty()) out += "# yaml-language-server: $schema=" + o.schema + "\n";
  out += ruling_comment(o.rulings, o.question, o.answer);
  out += "scenarios:\n  - id: " + o.id + "\n";
  out += "    title: \"TODO: the claim this scenario checks, in one sentence\"\n";
  std::string cited;
  for (const std::string& r : o.rulings) cited += (cited.empty() ? "" : ", ") + r;
  out += "    rulings: [" + cited + "]\n";
  out += "    setup:\n";
  out += "      fen: \"" + std::string(kSkeletonFen) + "\"  # TODO: the position\n";
  const auto list = [](const std::vector<std::string>& ids) {
    std::string s;
    for (const std::string& id : ids) s += (s.empty() ? "" : ", ") + id;
    return "[" + s + "]";
  };
  if (!white.empty() || !black.empty()) {
    out += "      hands: {";
    if (!white.empty()) out += "white: " + list(white);
    if (!black.empty()) out += std::string(white.empty() ? "" : ", ") + "black: " + list(black);
    out += "}\n";
  }
  out += "    steps:\n" + steps;
  return out;
}

}  // namespace kmr::harness
