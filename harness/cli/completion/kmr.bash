# bash completion for kmr: subcommands, their words and options, and file
# names after options that take a file or a directory. Installed to
# share/bash-completion/completions/kmr; keep it in step with `kmr COMMAND --help`.
_kmr() {
  local cur prev words cword
  _init_completion 2>/dev/null || {
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD - 1]}
    words=("${COMP_WORDS[@]}")
    cword=$COMP_CWORD
  }
  local commands="status run validate list show explain play choices moves new engine matrix perft report graph fuzz faq schema help"
  if ((cword == 1)); then
    mapfile -t COMPREPLY < <(compgen -W "$commands --help --version" -- "$cur")
    return
  fi

  local opts="" subjects=""
  case ${words[1]} in
    run) opts="--engine --engine-timeout --filter --format --id --invariants --jobs --junit --rulings --self-check --verbose" ;;
    engine) opts="--parts" ;;
    validate) opts="--rulings" ;;
    status) opts="--format --rulings" ;;
    list)
      subjects="scenarios cards rulings"
      opts="--card --filter --format --implemented --not-implemented --rulings --section --set --uncovered --untestable"
      ;;
    show) opts="--rulings" ;;
    explain) opts="--id" ;;
    play) opts="--at --board --bound --budget --deal --effect --fen --format --hands --id --phase --ruling --rulings --scenario --seed --sets" ;;
    choices) opts="--bound --effect --format --hands --phase" ;;
    moves) opts="--effect --format --hands --phase" ;;
    new)
      subjects="scenario"
      opts="--card --id --ruling --rulings"
      ;;
    perft) opts="--divide --effect --id --path --rules --scenario" ;;
    report) opts="--compare --engine --engine-timeout --force --format --interactions --jobs --out --publish --rules-text --rulings --wasm" ;;
    graph) opts="--card --format --jobs --layout --out --rulings" ;;
    fuzz) opts="--cards --every-card --games --jobs --out --seed --steps" ;;
    faq)
      subjects="diff stamp renumber"
      opts="--accept --base --dry-run --entry --format --insert --rulings --stubs --verbose --write"
      ;;
    schema) subjects="scenario rulings" ;;
    help)
      ((cword == 2)) && mapfile -t COMPREPLY < <(compgen -W "$commands" -- "$cur")
      return
      ;;
  esac

  case $prev in
    --rulings | --stubs | --publish)
      mapfile -t COMPREPLY < <(compgen -d -- "$cur")
      return
      ;;
    --out | --junit | --scenario | --compare | --rules-text | --wasm | --base)
      mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      return
      ;;
    --format)
      mapfile -t COMPREPLY < <(compgen -W "console text json github ctest markdown dot svg png pdf" -- "$cur")
      return
      ;;
    --layout)
      mapfile -t COMPREPLY < <(compgen -W "dot neato fdp sfdp" -- "$cur")
      return
      ;;
    --board)
      mapfile -t COMPREPLY < <(compgen -W "auto ascii unicode colour" -- "$cur")
      return
      ;;
  esac

  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$opts --help" -- "$cur")
  elif [[ -n $subjects ]] && ((cword == 2)); then
    mapfile -t COMPREPLY < <(compgen -W "$subjects" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
}
complete -o filenames -F _kmr kmr
