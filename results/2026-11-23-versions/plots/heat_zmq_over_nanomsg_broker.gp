reset
$D0 << EOD
0 0 -0.0337374768925745 "0.98"
0 1 0.05293874916950426 "1.04"
1 0 -0.27468396021810554 "0.83"
1 1 0.2863189568706484 "1.22"
EOD
$D1 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
$D2 << EOD
0 0 -0.2419352814385928 "0.85"
0 1 0.15536282900667317 "1.11"
1 0 -0.2725314813352144 "0.83"
1 1 1.5384276627529605 "2.90"
EOD
$D3 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_zmq_over_nanomsg_broker.png"
set multiplot layout 1,2 title "zmq ÷ nanomsg, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.5384276627529605:1.5384276627529605]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nanomsg round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_nanomsg_broker.svg"
set multiplot layout 1,2 title "zmq ÷ nanomsg, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.5384276627529605:1.5384276627529605]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nanomsg round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
